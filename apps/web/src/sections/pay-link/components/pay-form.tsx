// Card entry for the offline test provider (docs/product.md#payments). A declined card shows the provider's
// message and keeps the link open for another try.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { usePayPaymentLink } from '../api/payment-link';
import { groupCardNumber, groupExpiry, readCard } from './card-form';
import type { CardField } from './card-form';

export function PayForm({ token, totalLabel }: { token: string; totalLabel: string }) {
  const { t } = useTranslation('paylink');
  const pay = usePayPaymentLink(token);
  const [fields, setFields] = useState<Record<CardField, string>>({ number: '', expiry: '', cvc: '' });
  const [wrong, setWrong] = useState<CardField | null>(null);
  const set = (field: CardField, value: string) => {
    setWrong(null);
    setFields((f) => ({ ...f, [field]: value }));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readCard(fields);
    if ('field' in read) return setWrong(read.field);
    pay.mutate({ card: read.card });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('payTitle')}>
      <Alert severity="info" variant="outlined">
        {t('testHint')}
      </Alert>
      {pay.error ? <Alert severity="error">{pay.error.message}</Alert> : null}
      <TextField
        label={t('card.number')}
        value={fields.number}
        onChange={(e) => set('number', groupCardNumber(e.target.value))}
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={wrong === 'number'}
        helperText={wrong === 'number' ? t('card.invalidNumber') : ' '}
        required
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label={t('card.expiry')}
          placeholder="MM/YY"
          value={fields.expiry}
          onChange={(e) => set('expiry', groupExpiry(e.target.value))}
          autoComplete="cc-exp"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={wrong === 'expiry'}
          helperText={wrong === 'expiry' ? t('card.invalidExpiry') : ' '}
          required
          fullWidth
        />
        <TextField
          label={t('card.cvc')}
          value={fields.cvc}
          onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
          autoComplete="cc-csc"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={wrong === 'cvc'}
          helperText={wrong === 'cvc' ? t('card.invalidCvc') : ' '}
          required
          fullWidth
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={pay.isPending}>
        {t('pay', { total: totalLabel })}
      </Button>
    </Stack>
  );
}
