// SPEC.md §8, §9: "Optimizing performance for your device…" 5 s after load on a low-end device, with
// Dismiss remembered under performance-alert-dismissed. The device is simplified by turning off
// transitions and animations while the flag is on.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { isLowEndDevice, readDeviceSignals } from '../device-check';
import type { DeviceSignals } from '../device-check';

export const SIGNAL_DELAY_MS = 1_000;
export const NOTICE_DELAY_MS = 5_000;

export function LowEndDeviceNotice() {
  const { t } = useTranslation('common');
  const [signals, setSignals] = useState<DeviceSignals | null>(null);
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.performanceAlertDismissed) === 'true') return;
    // SPEC.md §9: the connection type is read 1 s after load, the notice waits 5 s.
    const read = window.setTimeout(() => setSignals(readDeviceSignals()), SIGNAL_DELAY_MS);
    return () => window.clearTimeout(read);
  }, []);

  const isLowEnd = signals !== null && isLowEndDevice(signals);
  useEffect(() => {
    if (!isLowEnd) return;
    const show = window.setTimeout(() => setShown(true), NOTICE_DELAY_MS - SIGNAL_DELAY_MS);
    return () => window.clearTimeout(show);
  }, [isLowEnd]);

  const simplify = isLowEnd ? <GlobalStyles styles={{ '*, *::before, *::after': { transitionDuration: '0s !important', animationDuration: '0s !important' } }} /> : null;
  if (!isShown) return simplify;
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.performanceAlertDismissed, 'true');
    setShown(false);
  };
  return (
    <>
      {simplify}
    <Box sx={{ position: 'fixed', insetInlineStart: 16, bottom: 16, zIndex: (theme) => theme.zIndex.snackbar, maxWidth: 420, mr: 2 }}>
      <Alert
        severity="info"
        variant="filled"
        role="status"
        data-testid="low-end-notice"
        action={
          <Button color="inherit" size="small" onClick={dismiss}>
            {t('connectivity.dismiss')}
          </Button>
        }
      >
        {t('connectivity.lowEnd')}
      </Alert>
    </Box>
    </>
  );
}
