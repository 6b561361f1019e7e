// The order summary of docs/product.md#money: the server's row when it has answered, the shared pricing
// function's preview until then (marked as such).
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import type { OrderSummary } from '@courtside/core/pricing';
import { useFormatters } from '../format';

function Line({
  label,
  value,
  isStrong = false,
  testId,
}: {
  label: string;
  value: string;
  isStrong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography
        variant={isStrong ? 'subtitle1' : 'body2'}
        component="dt"
        sx={{ color: isStrong ? 'text.primary' : 'text.secondary' }}
      >
        {label}
      </Typography>
      <Typography
        variant={isStrong ? 'subtitle1' : 'body2'}
        component="dd"
        data-testid={testId}
        sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: isStrong ? 700 : 500 }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function OrderSummaryTable({
  summary,
  preview,
}: {
  summary: SummaryRow | null | undefined;
  preview: OrderSummary;
}) {
  const { t } = useTranslation('checkout');
  const f = useFormatters();
  const row = summary ?? preview;
  const fee = row.serviceFee + row.serviceFeeVat;
  const voucherCents = summary?.voucherCents ?? 0;
  // The shipping fee is a line of the cart (in the subtotal); shown on its own (docs/product/shop.md#pick-up-or-delivery).
  const shipping = summary?.shipping ?? 0;
  return (
    <Box component="section" aria-label={t('summary.title')} data-testid="order-summary">
      <Box component="dl" sx={{ m: 0 }}>
        <Line label={t('summary.subtotal')} value={f.money(row.subtotal - shipping)} testId="summary-subtotal" />
        {shipping > 0 ? (
          <Line label={t('summary.shipping')} value={f.money(shipping)} testId="summary-shipping" />
        ) : null}
        {row.discount > 0 ? (
          <Line
            label={
              summary?.couponCode ? t('summary.discountCode', { code: summary.couponCode }) : t('summary.discount')
            }
            value={`−${f.money(row.discount)}`}
            testId="summary-discount"
          />
        ) : null}
        {fee > 0 ? <Line label={t('summary.serviceFee')} value={f.money(fee)} testId="summary-fee" /> : null}
        {row.serviceFeeWaiver < 0 ? (
          <Line label={t('summary.serviceFeeWaiver')} value={`−${f.money(-row.serviceFeeWaiver)}`} />
        ) : null}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Line label={t('summary.total')} value={f.money(row.total)} isStrong testId="summary-total" />
        {voucherCents > 0 && summary ? (
          <>
            <Line
              label={t('summary.voucher', { code: summary.voucherCode ?? '' })}
              value={`−${f.money(voucherCents)}`}
            />
            <Line
              label={t('summary.amountDue')}
              value={f.money(summary.amountDue)}
              isStrong
              testId="summary-amount-due"
            />
          </>
        ) : null}
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('summary.vatIncluded', { vat: f.money(row.vat + (row.serviceFeeWaiver < 0 ? 0 : row.serviceFeeVat)) })}
        {summary ? '' : ` · ${t('summary.preview')}`}
      </Typography>
    </Box>
  );
}
