// Refund part or all of a paid order: money back through the provider, or a voucher credit. Either
// way a credit note is issued (docs/product.md#invoices).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { MoneyField } from '../../shared/money-field';
import { useRefundOrder } from '../api/orders';

export function RefundDialog({
  orderId,
  refundableCents,
  onClose,
}: {
  orderId: string;
  refundableCents: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const refund = useRefundOrder(orderId);
  const [kind, setKind] = useState<'money' | 'credit'>('money');
  const [amount, setAmount] = useState<number | null>(refundableCents);
  const [reason, setReason] = useState('');
  const isAmountValid = amount !== null && amount > 0 && amount <= refundableCents;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="refund-title">
      <DialogTitle id="refund-title">{t('orders.refundTitle')}</DialogTitle>
      <DialogContent>
        {refund.error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {managementError(refund.error, t)}
          </Alert>
        ) : null}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RadioGroup
            value={kind}
            onChange={(e) => setKind(e.target.value as 'money' | 'credit')}
            aria-label={t('orders.refundKind')}
          >
            <FormControlLabel value="money" control={<Radio />} label={t('orders.refundMoney')} />
            <FormControlLabel value="credit" control={<Radio />} label={t('orders.refundCredit')} />
          </RadioGroup>
          <MoneyField
            label={t('orders.refundAmount')}
            value={amount}
            onChange={setAmount}
            error={!isAmountValid}
            helperText={t('orders.refundable', { amount: format.money(refundableCents) })}
            fullWidth
          />
          <TextField
            label={t('orders.refundReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!isAmountValid || !reason.trim()}
          loading={refund.isPending}
          onClick={() =>
            refund.mutate({ kind, amountCents: amount ?? undefined, reason: reason.trim() }, { onSuccess: onClose })
          }
        >
          {t('orders.refundConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
