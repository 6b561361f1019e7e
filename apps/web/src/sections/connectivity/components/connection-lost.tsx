// docs/product.md#public-site: the full-screen "Connection Lost" with a way to try again. A modal dialog of its own
// (portal, aria-modal, the app behind it inert, focus on Retry) in plain elements: it is bundled
// with every page because it must show when no chunk can be fetched (bench/README.md).
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { WifiOffIcon } from '../../../ui/icons';

export function ConnectionLost({ isChecking, onRetry }: { isChecking: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Everything behind the dialog is out of reach for keyboard and screen readers until it closes.
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    retry.current?.focus();
    return () => app?.removeAttribute('inert');
  }, []);
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="connection-lost-title"
      aria-describedby="connection-lost-text"
      data-testid="connection-lost"
      className="cv-lost"
    >
      <WifiOffIcon className="cv-lost-icon" />
      <h2 id="connection-lost-title" className="cs-t-h3">
        {t('connectivity.lostTitle')}
      </h2>
      <p id="connection-lost-text" className="cs-t-body1 cs-c-secondary cv-lost-text">
        {t('connectivity.lostText')}
      </p>
      <Button ref={retry} variant="contained" size="large" onClick={onRetry} disabled={isChecking}>
        {t('connectivity.retry')}
      </Button>
    </div>,
    document.body,
  );
}
