// SPEC.md §8: the offline warning with Retry, the full-screen "Connection Lost", and the
// "Back online!" toast when the connection returns.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { showToast } from '../../../lib/toast';
import { onConnectivityChange, useConnectivityStore } from '../connectivity-store';
import { useConnectivityMonitor } from '../use-connectivity-monitor';
// Bundled, not lazy: it is shown when the network is gone, when no chunk could be fetched.
import { ConnectionLost } from './connection-lost';

export function OfflineNotices() {
  const { t } = useTranslation('common');
  useConnectivityMonitor();
  const { isOnline, isConnectionLost, isChecking, check } = useConnectivityStore();

  useEffect(
    () =>
      onConnectivityChange((event) => {
        if (event === 'online') showToast(t('connectivity.backOnline'), 'success');
      }),
    [t],
  );

  return (
    <>
      {!isOnline ? (
        <Box sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}>
          <Alert
            severity="warning"
            variant="filled"
            role="alert"
            data-testid="offline-banner"
            sx={{ borderRadius: 0, alignItems: 'center' }}
            action={
              <Button color="inherit" size="small" onClick={() => void check({ isRetry: true })} disabled={isChecking} sx={{ fontWeight: 700 }}>
                {t('connectivity.retry')}
              </Button>
            }
          >
            {t('connectivity.offline')}
          </Alert>
        </Box>
      ) : null}
      {!isOnline && isConnectionLost ? (
        <ConnectionLost isChecking={isChecking} onRetry={() => void check({ isRetry: true })} />
      ) : null}
    </>
  );
}
