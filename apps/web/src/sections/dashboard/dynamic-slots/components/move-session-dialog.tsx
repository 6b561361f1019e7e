// Move a come-together session with all its bookings: another court and/or date and
// start; the length stays. The server checks the whole group against the court (409 with the
// reason when taken, nothing moves) and mails every player; the answer is handed to onMoved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { zonedInstant } from '@courtside/core/slots/time';
import { toLocalInput, useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { useBookableCourts } from '../api/get-courts';
import { useMoveSession } from '../api/move-session';
import type { MovedSession } from '../api/move-session';

export interface MovableSession {
  id: string;
  resourceId: string;
  start: string;
  end: string;
  title: string | null;
  placesTaken?: number;
}

export function MoveSessionDialog({
  session,
  onClose,
  onMoved,
}: {
  session: MovableSession;
  onClose: () => void;
  onMoved: (answer: MovedSession) => void;
}) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const courts = useBookableCourts();
  const move = useMoveSession();
  const local = toLocalInput(session.start, format.timeZone);
  const [resourceId, setResourceId] = useState(session.resourceId);
  const [date, setDate] = useState(local.slice(0, 10));
  const [from, setFrom] = useState(local.slice(11, 16));
  const [reason, setReason] = useState('');
  const length = new Date(session.end).getTime() - new Date(session.start).getTime();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^([01]\d|2[0-3]):[0-5]\d$/.test(from);
  const start = valid ? zonedInstant(date, from, format.timeZone) : null;
  const end = start ? new Date(start.getTime() + length) : null;
  const unchanged = resourceId === session.resourceId && start?.toISOString() === new Date(session.start).toISOString();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!start) return;
    move.mutate(
      { id: session.id, resourceId, start: start.toISOString(), reason: reason.trim() || undefined },
      { onSuccess: onMoved },
    );
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="move-session-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="move-session-title">{t('dynamicSlots.moveTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1, fontWeight: 600 }}>
            {session.title ?? t('dynamicSlots.kinds.come_together')} · {format.range(session.start, session.end)}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
            {t('dynamicSlots.moveText', { count: session.placesTaken ?? 0 })}
          </Typography>
          {move.error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="move-session-error">
              {managementError(move.error, t)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, pt: 1 }}>
            <TextField
              select
              label={t('dynamicSlots.fields.court')}
              value={resourceId}
              onChange={(e) => setResourceId(e.target.value)}
              autoFocus
            >
              {(courts.data?.rows ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('dynamicSlots.fields.date')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              type="time"
              label={t('fields.from')}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
              helperText={
                end
                  ? t('dynamicSlots.moveEnd', { time: toLocalInput(end.toISOString(), format.timeZone).slice(11, 16) })
                  : ' '
              }
              required
            />
            <TextField
              label={t('dynamicSlots.fields.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              sx={{ gridColumn: '1 / -1' }}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={move.isPending} disabled={!valid || unchanged}>
            {t('dynamicSlots.moveConfirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
