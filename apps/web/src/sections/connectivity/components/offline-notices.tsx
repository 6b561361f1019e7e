// docs/product.md#public-site: the offline warning with Retry, the full-screen "Connection Lost", and the
// "Back online!" toast when the connection returns.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Alert } from '../../../ui/surfaces';
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
        <div className="cv-top">
          <Alert
            severity="warning"
            role="alert"
            data-testid="offline-banner"
            className="cv-filled cv-filled-warning cv-banner"
            action={
              <Button color="inherit" size="small" onClick={() => void check({ isRetry: true })} disabled={isChecking}>
                {t('connectivity.retry')}
              </Button>
            }
          >
            {t('connectivity.offline')}
          </Alert>
        </div>
      ) : null}
      {!isOnline && isConnectionLost ? (
        <ConnectionLost isChecking={isChecking} onRetry={() => void check({ isRetry: true })} />
      ) : null}
    </>
  );
}
