import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page/page-meta';
import { WaitlistEntryView } from '../sections/waitlist/view/waitlist-entry-view';

/** /waitlist/:token: a place on the waitlist and its held offer (the link in the waitlist mails). */
export function WaitlistPage() {
  const { t } = useTranslation('waitlist');
  return (
    <>
      <PageMeta title={t('title')} />
      <WaitlistEntryView />
    </>
  );
}
