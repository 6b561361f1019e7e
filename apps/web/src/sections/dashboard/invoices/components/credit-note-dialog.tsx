import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { MoneyField } from '../../shared/money-field';
import { useInvoiceAction } from '../api/invoices';

/** A credit note over part or all of what is still open on a manual invoice. */
export function CreditNoteDialog({
  invoiceId,
  openCents,
  onClose,
}: {
  invoiceId: string;
  openCents: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const action = useInvoiceAction(invoiceId);
  const [amount, setAmount] = useState<number | null>(openCents);
  const [reason, setReason] = useState('');
  const isValid = amount !== null && amount > 0 && amount <= openCents && reason.trim() !== '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="credit-note-title">
      <DialogTitle id="credit-note-title">{t('invoices.creditTitle')}</DialogTitle>
      <DialogContent>
        {action.error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {managementError(action.error, t)}
          </Alert>
        ) : null}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <MoneyField
            label={t('invoices.creditAmount')}
            value={amount}
            onChange={setAmount}
            helperText={t('invoices.creditOpen', { amount: format.money(openCents) })}
            fullWidth
          />
          <TextField
            label={t('invoices.creditReason')}
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
          disabled={!isValid}
          loading={action.isPending}
          onClick={() =>
            action.mutate(
              { action: 'credit', amountCents: amount ?? undefined, reason: reason.trim() },
              { onSuccess: onClose },
            )
          }
        >
          {t('invoices.credit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
