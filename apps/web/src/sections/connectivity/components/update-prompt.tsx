// "A new version is available — Reload" when a new build's service worker is waiting.
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { applyUpdate, useServiceWorkerUpdate } from '../../../lib/service-worker';

export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const waiting = useServiceWorkerUpdate((s) => s.waiting);
  const setWaiting = useServiceWorkerUpdate((s) => s.setWaiting);
  return (
    <Snackbar
      open={Boolean(waiting)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('connectivity.updateAvailable')}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setWaiting(null);
      }}
      action={
        <>
          <Button color="primary" size="small" onClick={applyUpdate} sx={{ fontWeight: 700 }}>
            {t('connectivity.reload')}
          </Button>
          <Button color="inherit" size="small" onClick={() => setWaiting(null)}>
            {t('connectivity.later')}
          </Button>
        </>
      }
    />
  );
}
