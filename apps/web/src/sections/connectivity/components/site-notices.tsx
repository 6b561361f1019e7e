// Everything the public layout shows on top of a page: consent, connectivity, device and update
// notices. Mounted once in the main layout.
import { lazy, Suspense } from 'react';
import { useServiceWorkerUpdate } from '../../../lib/service-worker';
import { ConsentBanner } from '../../consent/components/consent-banner';
import { LowEndDeviceNotice } from './low-end-device-notice';
import { OfflineNotices } from './offline-notices';
// The notices' styles, for all of them in one place (one importer keeps the file in this chunk).
import '../connectivity.css';

// The "new version" prompt (a snackbar) is downloaded only when a new build is waiting.
const UpdatePrompt = lazy(async () => ({ default: (await import('./update-prompt')).UpdatePrompt }));

export function SiteNotices() {
  const hasUpdate = useServiceWorkerUpdate((s) => s.waiting !== null);
  return (
    <>
      <OfflineNotices />
      <ConsentBanner />
      <LowEndDeviceNotice />
      {hasUpdate ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </>
  );
}
