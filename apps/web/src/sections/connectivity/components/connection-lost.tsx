// SPEC.md §8: the full-screen "Connection Lost" with a way to try again. A modal dialog of its own
// (portal, aria-modal, the app behind it inert, focus on Retry) rather than MUI's Dialog: it is
// bundled with every page because it must show when no chunk can be fetched, and MUI's Modal,
// Backdrop and focus trap would then sit in every page's first load (bench/README.md).
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WifiOffIcon from '@mui/icons-material/WifiOff';

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
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="connection-lost-title"
      aria-describedby="connection-lost-text"
      data-testid="connection-lost"
      sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal, bgcolor: 'background.paper', color: 'text.primary', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3, gap: 2, overflowY: 'auto' }}
    >
      <WifiOffIcon sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
      <Typography id="connection-lost-title" variant="h3" component="h2">
        {t('connectivity.lostTitle')}
      </Typography>
      <Typography id="connection-lost-text" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {t('connectivity.lostText')}
      </Typography>
      <Button ref={retry} variant="contained" size="large" onClick={onRetry} disabled={isChecking}>
        {t('connectivity.retry')}
      </Button>
    </Box>,
    document.body,
  );
}
