// The tickets of an event (docs/product.md#events): none, a free registration with a cap, or paid
// places — places of a come-together session on one court over the event's time.
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MoneyField } from '../../shared/money-field';
import type { ManagedEvent } from '../api/events-admin';
import type { EventForm, TicketMode } from '../view/event-form';

interface EventTicketsCardProps {
  form: EventForm;
  set: <K extends keyof EventForm>(key: K, value: EventForm[K]) => void;
  courts: { id: string; name: string }[];
  tickets: ManagedEvent['tickets'];
}

export function EventTicketsCard({ form, set, courts, tickets }: EventTicketsCardProps) {
  const { t } = useTranslation('events-admin');
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h2">
          {t('tickets.heading')}
        </Typography>
        <TextField
          select
          label={t('tickets.mode')}
          value={form.mode}
          onChange={(e) => set('mode', e.target.value as TicketMode)}
        >
          {(['none', 'free', 'paid'] as const).map((m) => (
            <MenuItem key={m} value={m}>
              {t(`tickets.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        {form.mode !== 'none' ? (
          <>
            <TextField
              select
              label={t('tickets.court')}
              value={form.resourceId}
              onChange={(e) => set('resourceId', e.target.value)}
              helperText={t('tickets.courtHelp')}
            >
              {courts.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              label={t('tickets.places')}
              value={form.capacity}
              onChange={(e) => set('capacity', e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 1000 } }}
            />
            {form.mode === 'paid' ? (
              <MoneyField
                label={t('tickets.price')}
                value={form.priceCents}
                onChange={(cents) => set('priceCents', cents)}
              />
            ) : null}
            {tickets ? (
              <Typography variant="body2" color="text.secondary">
                {t('list.sold', {
                  sold: tickets.sold ?? 0,
                  capacity: tickets.capacity,
                })}
              </Typography>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
