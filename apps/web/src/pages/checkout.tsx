import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page/page-meta';
import { useCurrentOrganization } from '../sections/organization/api/get-current-organization';
import { CheckoutView } from '../sections/checkout/view/checkout-view';

/** /booking/checkout?step= (guests) and /dashboard/book/checkout?step= (signed-in users). */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { data: organization } = useCurrentOrganization();
  return (
    <>
      <PageMeta title={t('title')} venueName={organization?.name} />
      <CheckoutView />
    </>
  );
}
