// "Same event again" (docs/product/content.md#events): a draft copy moved by days or weeks on the
// venue's calendar, texts, cover and tickets alike, made by the API's duplicate endpoint.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paths } from '../../../../config/paths';
import { useDateFormat } from '../../../../lib/format-date';
import { managementError } from '../../shared/management-error';
import { duplicateOf, useDuplicateEvent } from '../api/events-admin';
import type { ManagedEvent } from '../api/events-admin';

export function DuplicateDialog({ event, onClose }: { event: ManagedEvent; onClose: () => void }) {
  const { t } = useTranslation('events-admin');
  const { t: tManagement } = useTranslation('management');
  const dates = useDateFormat();
  const navigate = useNavigate();
  const save = useDuplicateEvent();
  const [amount, setAmount] = useState(4);
  const [unit, setUnit] = useState<'days' | 'weeks'>('weeks');
  const days = unit === 'weeks' ? amount * 7 : amount;
  const copy = duplicateOf(event, days, `${event.slug}-${days}`.slice(0, 120), dates.timeZone);
  const [slug, setSlug] = useState<string | null>(null);
  const submit = () =>
    save.mutate(
      { id: event.id, start: copy.start, slug: slug ?? copy.slug },
      { onSuccess: (created) => void navigate(paths.dashboard.tour.edit(created.id)) },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="duplicate-event-title">
      <DialogTitle id="duplicate-event-title">{t('duplicate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('duplicate.text')}</DialogContentText>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1}>
            <TextField
              type="number"
              label={t('duplicate.moveBy')}
              value={amount}
              onChange={(e) => setAmount(Math.max(1, Math.min(365, Number(e.target.value) || 1)))}
              slotProps={{ htmlInput: { min: 1, max: 365 } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label={t('duplicate.unit')}
              value={unit}
              onChange={(e) => setUnit(e.target.value as 'days' | 'weeks')}
              sx={{ flex: 1 }}
            >
              <MenuItem value="days">{t('duplicate.days')}</MenuItem>
              <MenuItem value="weeks">{t('duplicate.weeks')}</MenuItem>
            </TextField>
          </Stack>
          <TextField label={t('fields.slug')} value={slug ?? copy.slug} onChange={(e) => setSlug(e.target.value)} />
          <Alert severity="info">{t('duplicate.when', { when: dates.range(copy.start, copy.end) })}</Alert>
          {save.error ? (
            <Alert severity="error" role="alert">
              {managementError(save.error, tManagement)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('duplicate.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
