// The dialogs behind the detail screen's actions: cancel (with the refund choice), move and refund.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCourts } from '../api/staff-bookings';
import { venueDate } from '../format';
import { useDateFormat } from '../../../../lib/format-date';

interface BaseProps {
  open: boolean;
  onClose: () => void;
  isPending: boolean;
}

export function CancelDialog({
  open,
  onClose,
  isPending,
  onConfirm,
}: BaseProps & { onConfirm: (v: { refund?: 'full' | 'credit' | 'none'; reason?: string }) => void }) {
  const { t } = useTranslation('dashboard');
  const [refund, setRefund] = useState<'policy' | 'full' | 'credit' | 'none'>('policy');
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-title">{t('detail.cancelTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            label={t('detail.refundKind')}
            value={refund}
            onChange={(e) => setRefund(e.target.value as typeof refund)}
          >
            <MenuItem value="policy">{t('detail.refundPolicy')}</MenuItem>
            <MenuItem value="full">{t('detail.refundFull')}</MenuItem>
            <MenuItem value="credit">{t('detail.refundCredit')}</MenuItem>
            <MenuItem value="none">{t('detail.refundNone')}</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={t('detail.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={isPending}
          onClick={() => onConfirm({ ...(refund === 'policy' ? {} : { refund }), ...(reason ? { reason } : {}) })}
        >
          {t('detail.confirmCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function MoveDialog({
  open,
  onClose,
  isPending,
  onConfirm,
  current,
}: BaseProps & {
  current: { resourceId: string; date: string; start: string };
  onConfirm: (v: { resourceId: string; date: string; start: string }) => void;
}) {
  const { t } = useTranslation('dashboard');
  const dates = useDateFormat();
  const [value, setValue] = useState(current);
  const courts = useCourts(venueDate(dates.timeZone));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="move-title" fullWidth maxWidth="xs">
      <DialogTitle id="move-title">{t('detail.moveTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            label={t('detail.newCourt')}
            value={value.resourceId}
            onChange={(e) => setValue({ ...value, resourceId: e.target.value })}
          >
            {(courts.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label={t('detail.newDate')}
            value={value.date}
            onChange={(e) => setValue({ ...value, date: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="time"
            label={t('detail.newStart')}
            value={value.start}
            onChange={(e) => setValue({ ...value, start: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1800 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={isPending} onClick={() => onConfirm(value)}>
          {t('detail.confirmMove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RefundDialog({
  open,
  onClose,
  isPending,
  onConfirm,
  maxCents,
}: BaseProps & {
  maxCents: number;
  onConfirm: (v: { kind: 'money' | 'credit'; amountCents: number; reason: string }) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [kind, setKind] = useState<'money' | 'credit'>('money');
  const [amount, setAmount] = useState((maxCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const cents = Math.round(Number(amount.replace(',', '.')) * 100);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="xs">
      <DialogTitle id="refund-title">{t('detail.refundTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            label={t('detail.refundKind')}
            value={kind}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            <MenuItem value="money">{t('detail.refundKindMoney')}</MenuItem>
            <MenuItem value="credit">{t('detail.refundKindCredit')}</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={t('detail.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label={t('detail.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={isPending || !reason || !(cents > 0 && cents <= maxCents)}
          onClick={() => onConfirm({ kind, amountCents: cents, reason })}
        >
          {t('detail.confirmRefund')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
