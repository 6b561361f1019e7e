// Joining a come-together session: choose the number of places (sessions with places left).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import type { Formatters } from '../../cart/format';
import type { GridSlot } from '../slot-model';

interface JoinSessionDialogProps {
  slot: GridSlot | null;
  f: Formatters;
  isPending: boolean;
  onClose: () => void;
  onJoin: (slot: GridSlot, places: number) => void;
}

export function JoinSessionDialog({ slot, f, isPending, onClose, onJoin }: JoinSessionDialogProps) {
  const { t } = useTranslation(['booking-more', 'booking']);
  const [places, setPlaces] = useState(1);
  const max = Math.max(1, Math.min(slot?.placesLeft ?? 1, 10));
  return (
    <Dialog
      open={Boolean(slot)}
      onClose={onClose}
      aria-labelledby="join-session-title"
      slotProps={{ transition: { onExited: () => setPlaces(1) } }}
      fullWidth
      maxWidth="xs"
    >
      {slot ? (
        <>
          <DialogTitle id="join-session-title">{slot.title ?? t('session.title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {slot.resourceName} · {f.date(slot.start)}, {f.timeRange(slot.start, slot.end)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('session.placesLeft', { count: slot.placesLeft ?? 0 })} ·{' '}
              {t('booking:slot.pricePerPlace', { price: f.money(slot.price) })}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 2 }}>
              <IconButton
                aria-label={t('session.fewer')}
                onClick={() => setPlaces((n) => Math.max(1, n - 1))}
                disabled={places <= 1}
              >
                <RemoveIcon />
              </IconButton>
              <Typography
                variant="h5"
                component="output"
                aria-live="polite"
                sx={{ minWidth: 40, textAlign: 'center' }}
                data-testid="session-places"
              >
                {places}
              </Typography>
              <IconButton
                aria-label={t('session.more')}
                onClick={() => setPlaces((n) => Math.min(max, n + 1))}
                disabled={places >= max}
              >
                <AddIcon />
              </IconButton>
              <Typography variant="subtitle1" sx={{ ml: 'auto' }}>
                {f.money(slot.price * places)}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} color="inherit">
              {t('booking:actions.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => onJoin(slot, places)}
              disabled={isPending}
              data-testid="session-join"
            >
              {t('session.join', { count: places })}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
