// What the customer is paying for: every line (an abo lists its dates) and the totals.
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentLinkView } from '@courtside/core/payment-link-schemas';
import { useDateFormat } from '../../../lib/format-date';
import { money } from './format';

function Row({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant={isStrong ? 'subtitle1' : 'body2'}>{label}</Typography>
      <Typography variant={isStrong ? 'subtitle1' : 'body2'} sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function OrderSummary({ link }: { link: PaymentLinkView }) {
  const { t, i18n } = useTranslation('paylink');
  const lang = i18n.language;
  const f = useDateFormat();
  const s = link.summary;
  return (
    <Stack spacing={1} component="section" aria-label={t('summary')}>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="pay-link-items">
        {link.items.map((item, i) => (
          <li key={`${item.start}-${i}`}>
            <Row
              label={`${item.resourceName} · ${f.fullDate(item.start)}, ${f.timeRange(item.start, item.end)}${item.bookingType === 'normal' ? '' : ` · ${t(`type.${item.bookingType}`)}`}${item.quantity > 1 ? ` · ${t('places', { count: item.quantity })}` : ''}`}
              value={money(item.grossCents, lang, link.currency)}
            />
          </li>
        ))}
      </Stack>
      <Divider />
      {s.discount > 0 ? <Row label={t('discount')} value={`−${money(s.discount, lang, link.currency)}`} /> : null}
      {s.serviceFee + s.serviceFeeVat + s.serviceFeeWaiver !== 0 ? (
        <Row
          label={t('serviceFee')}
          value={money(s.serviceFee + s.serviceFeeVat + s.serviceFeeWaiver, lang, link.currency)}
        />
      ) : null}
      <Row label={t('vat')} value={money(s.vat + s.serviceFeeVat, lang, link.currency)} />
      <Row label={t('total')} value={money(s.total, lang, link.currency)} isStrong />
    </Stack>
  );
}
