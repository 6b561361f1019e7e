// docs/product.md#public-site: "Optimizing performance for your device…" 5 s after load on a low-end device, with
// Dismiss remembered under performance-alert-dismissed. The device is simplified by turning off
// transitions and animations while the flag is on (a class on <html>, connectivity.css).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Alert } from '../../../ui/surfaces';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { isLowEndDevice, readDeviceSignals } from '../device-check';
import type { DeviceSignals } from '../device-check';

export const SIGNAL_DELAY_MS = 1_000;
export const NOTICE_DELAY_MS = 5_000;
export const SIMPLIFIED_CLASS = 'cv-simplified';

export function LowEndDeviceNotice() {
  const { t } = useTranslation('common');
  const [signals, setSignals] = useState<DeviceSignals | null>(null);
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.performanceAlertDismissed) === 'true') return;
    // docs/product.md#public-site: the connection type is read 1 s after load, the notice waits 5 s.
    const read = window.setTimeout(() => setSignals(readDeviceSignals()), SIGNAL_DELAY_MS);
    return () => window.clearTimeout(read);
  }, []);

  const isLowEnd = signals !== null && isLowEndDevice(signals);
  useEffect(() => {
    if (!isLowEnd) return;
    const root = document.documentElement;
    root.classList.add(SIMPLIFIED_CLASS);
    const show = window.setTimeout(() => setShown(true), NOTICE_DELAY_MS - SIGNAL_DELAY_MS);
    return () => {
      window.clearTimeout(show);
      root.classList.remove(SIMPLIFIED_CLASS);
    };
  }, [isLowEnd]);

  if (!isShown) return null;
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.performanceAlertDismissed, 'true');
    setShown(false);
  };
  return (
    <div className="cv-low-end">
      <Alert
        severity="info"
        role="status"
        data-testid="low-end-notice"
        className="cv-filled cv-filled-info"
        action={
          <Button color="inherit" size="small" onClick={dismiss}>
            {t('connectivity.dismiss')}
          </Button>
        }
      >
        {t('connectivity.lowEnd')}
      </Alert>
    </div>
  );
}
