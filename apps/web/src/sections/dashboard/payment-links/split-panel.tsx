// The shares of a split order where staff see the order or one of its bookings
// (docs/product/split-payment.md#who-sees-what): each payer, amount, state. Nothing shows (and
// nothing is asked) for an order that is not split.
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { SplitShares, useOrderSplit } from '../../../components/split-shares/split-shares';
import { useManagementFormat } from '../shared/format';

export function SplitPanel({ orderId, isSplit }: { orderId: string; isSplit: boolean }) {
  const { t } = useTranslation('checkout');
  const format = useManagementFormat();
  const split = useOrderSplit(isSplit ? orderId : null).data;
  if (!split) return null;
  return (
    <Card aria-label={t('split.sharesTitle')} data-testid="staff-split-panel">
      <CardContent>
        <SplitShares split={split} money={format.money} />
      </CardContent>
    </Card>
  );
}
