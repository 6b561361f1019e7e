import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page/page-meta';
import { useCurrentOrganization } from '../sections/organization/api/get-current-organization';
import { PaymentResultView } from '../sections/payment/view/payment-result-view';

/** /payment: a payment's result; after a successful checkout, the confirmation. */
export function PaymentPage() {
  const { t } = useTranslation('checkout');
  const { data: organization } = useCurrentOrganization();
  return (
    <>
      <PageMeta title={t('result.metaTitle')} venueName={organization?.name} />
      <PaymentResultView />
    </>
  );
}
