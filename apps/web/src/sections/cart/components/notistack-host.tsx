// The toast host itself, loaded with the first toast (lib/toast.ts): notistack's provider with the
// app's settings (docs/product.md#public-site: 3 visible, 4 seconds, bottom-right). Colours darker than notistack's
// defaults so white text keeps 4.5:1 (WCAG 1.4.3).
import { useEffect } from 'react';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { attachToastHost } from '../../../lib/toast';

const Toast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B71D18' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7A4100' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0351AB' },
  '&.notistack-MuiContent-default': { backgroundColor: '#1C252E' },
}));

const components = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

export default function NotistackHost() {
  // After the provider below has mounted, so enqueueSnackbar reaches it.
  useEffect(() => attachToastHost((toast) => enqueueSnackbar(toast.message, { variant: toast.variant })), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      preventDuplicate
      Components={components}
    />
  );
}
