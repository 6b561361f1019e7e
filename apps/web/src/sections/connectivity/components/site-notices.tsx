// Everything the public layout shows on top of a page: consent, connectivity, device and update
// notices. Mounted once in the main layout.
import { ConsentBanner } from '../../consent/components/consent-banner';
import { LowEndDeviceNotice } from './low-end-device-notice';
import { OfflineNotices } from './offline-notices';
import { UpdatePrompt } from './update-prompt';

export function SiteNotices() {
  return (
    <>
      <OfflineNotices />
      <ConsentBanner />
      <LowEndDeviceNotice />
      <UpdatePrompt />
    </>
  );
}
