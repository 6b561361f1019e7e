import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page/page-meta';
import { PayLinkView } from '../sections/pay-link/view/pay-link-view';

/** /pay/:token: the page a payment link from the front desk opens. */
export function PayLinkPage() {
  const { t } = useTranslation('paylink');
  return (
    <>
      <PageMeta title={t('title')} />
      <PayLinkView />
    </>
  );
}
