// SPEC.md §8: the full-screen "Connection Lost" with a way to try again.
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WifiOffIcon from '@mui/icons-material/WifiOff';

export function ConnectionLost({ isChecking, onRetry }: { isChecking: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Dialog fullScreen open aria-labelledby="connection-lost-title" aria-describedby="connection-lost-text" data-testid="connection-lost">
      <Stack sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3, gap: 2 }}>
        <WifiOffIcon sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
        <Typography id="connection-lost-title" variant="h3" component="h2">
          {t('connectivity.lostTitle')}
        </Typography>
        <Typography id="connection-lost-text" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {t('connectivity.lostText')}
        </Typography>
        <Button variant="contained" size="large" onClick={onRetry} disabled={isChecking} autoFocus>
          {t('connectivity.retry')}
        </Button>
      </Stack>
    </Dialog>
  );
}
