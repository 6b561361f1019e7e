// "A new version is available — Reload" when a new build's service worker is waiting: a snackbar in
// plain elements (update-prompt.css); Escape or "Later" puts it away until the next update.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { applyUpdate, useServiceWorkerUpdate } from '../../../lib/service-worker';
import './update-prompt.css';

export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const waiting = useServiceWorkerUpdate((s) => s.waiting);
  const setWaiting = useServiceWorkerUpdate((s) => s.setWaiting);
  const isOpen = Boolean(waiting);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setWaiting(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, setWaiting]);

  if (!isOpen) return null;
  return (
    <div className="cv-update">
      <div role="alert" className="cv-update-content">
        <div className="cv-update-message">{t('connectivity.updateAvailable')}</div>
        <div className="cv-update-actions">
          <Button size="small" onClick={applyUpdate} className="cv-update-reload">
            {t('connectivity.reload')}
          </Button>
          <Button color="inherit" size="small" onClick={() => setWaiting(null)}>
            {t('connectivity.later')}
          </Button>
        </div>
      </div>
    </div>
  );
}
