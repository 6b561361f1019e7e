// /booking, the public booking grid. Its own module, apart from pages/booking.tsx (which also holds
// /dashboard/book with the staff's desk bar), so visitors do not download dashboard code.
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../../components/page/page-meta';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';
import { BookingView } from './booking-view';

export function BookingPage() {
  const { t } = useTranslation('booking');
  const { data: organization } = useCurrentOrganization();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} venueName={organization?.name} />
      <BookingView />
    </>
  );
}
