// How one share of a split court was paid (docs/product/split-payment.md#who-sees-what): each tender
// with its amount — the card (or PayPal, SEPA) payment, a voucher by its masked code, punches by the
// pass's name — and what went back. Shown under the share for the booker and for staff.
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { ShareTender } from '@courtside/core/split-payment';

const methodKeys: Record<string, string> = { credit_card: 'card', paypal: 'paypal', sepa_debit: 'sepa_debit' };

export function ShareTendersLine({ tenders, money }: { tenders: ShareTender[]; money: (cents: number) => string }) {
  const { t } = useTranslation('checkout');
  if (tenders.length === 0) return null;
  const label = (tender: ShareTender) => {
    if (tender.kind === 'pass')
      return t('split.tender.pass', { name: tender.passName ?? '', count: tender.punches ?? 0 });
    const what =
      tender.kind === 'voucher'
        ? t('split.tender.voucher', { code: tender.voucherCode ?? '' })
        : t(`split.tender.${methodKeys[tender.method ?? ''] ?? (tender.provider === 'paypal' ? 'paypal' : 'online')}`);
    const refunded =
      tender.refundedCents > 0 ? ` (${t('split.tender.refunded', { amount: money(tender.refundedCents) })})` : '';
    return `${what} ${money(tender.amountCents)}${refunded}`;
  };
  return (
    <Typography
      variant="caption"
      component="p"
      sx={{ color: 'text.secondary', flexBasis: '100%', m: 0 }}
      data-testid="split-share-tenders"
    >
      {tenders
        .map(
          (tender) =>
            `${label(tender)}${tender.kind === 'pass' && tender.returned ? ` (${t('split.tender.returned')})` : ''}`,
        )
        .join(' · ')}
    </Typography>
  );
}
