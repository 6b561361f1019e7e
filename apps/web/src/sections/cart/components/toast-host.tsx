// The app's toast host: SPEC.md §9 — at most 3 visible, 4 seconds, bottom-right. Rendered once from
// the header's cart slot (both layouts have it); enqueueSnackbar from notistack reaches it anywhere.
// Colours darker than notistack's defaults so white text keeps 4.5:1 (WCAG 1.4.3).
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';

const Toast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B71D18' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7A4100' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0351AB' },
  '&.notistack-MuiContent-default': { backgroundColor: '#1C252E' },
}));

const components = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

export function ToastHost() {
  return <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} preventDuplicate Components={components} />;
}
