import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page/page-meta';
import { useCurrentOrganization } from '../sections/organization/api/get-current-organization';
import { BookingView } from '../sections/booking/view/booking-view';
import { DeskBookingBar } from '../sections/dashboard/desk/desk-booking-bar';

/** /dashboard/book: the same grid inside the dashboard (customers and staff). */
export function DashboardBookPage() {
  const { t } = useTranslation('booking');
  const { data: organization } = useCurrentOrganization();
  return (
    <>
      <PageMeta title={t('meta.title')} venueName={organization?.name} />
      <DeskBookingBar />
      <BookingView isDashboard />
    </>
  );
}
