// The dialog behind "Get tickets" (tickets are places in the event's come-together session):
// choose the number of places, they are held in the cart for the hold time, and the cart opens.
// MUI, loaded only when a visitor opens it (event-tickets-button.tsx), inside the MUI theme.
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
import { useAddToCart } from '../../cart/api/add-to-cart';
import { useCartDrawer } from '../../cart/cart-drawer-state';
import type { Formatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import type { JoinableSession } from '../../dynamic-slots/joinable-session';

export interface JoinSessionDialogProps {
  session: JoinableSession;
  f: Formatters;
  open: boolean;
  onClose: () => void;
}

export function JoinSessionDialog({ session, f, open, onClose }: JoinSessionDialogProps) {
  const { t } = useTranslation('events');
  const [places, setPlaces] = useState(1);
  const add = useAddToCart();
  const notify = useNotify();
  const openCart = useCartDrawer((s) => s.open);
  const max = Math.max(1, Math.min(session.placesLeft, 10));

  const join = () =>
    add.mutate(
      [
        {
          resourceId: session.resourceId,
          start: session.start,
          end: session.end,
          bookingType: 'come_together',
          quantity: places,
          sessionId: session.sessionId,
        },
      ],
      {
        onSuccess: () => {
          onClose();
          notify.success(t('sessions.held', { count: places }));
          openCart();
        },
        onError: (error) => notify.error(error),
      },
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`join-${session.sessionId}`}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setPlaces(1) } }}
    >
      <DialogTitle id={`join-${session.sessionId}`}>{session.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {f.date(session.start)}, {f.timeRange(session.start, session.end)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('sessions.placesLeft', { count: session.placesLeft })} ·{' '}
          {t('sessions.perPlace', { price: f.money(session.priceCents) })}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 2 }}>
          <IconButton
            aria-label={t('sessions.fewer')}
            onClick={() => setPlaces((n) => Math.max(1, n - 1))}
            disabled={places <= 1}
          >
            <RemoveIcon />
          </IconButton>
          <Typography variant="h5" component="output" aria-live="polite" sx={{ minWidth: 40, textAlign: 'center' }}>
            {places}
          </Typography>
          <IconButton
            aria-label={t('sessions.more')}
            onClick={() => setPlaces((n) => Math.min(max, n + 1))}
            disabled={places >= max}
          >
            <AddIcon />
          </IconButton>
          <Typography sx={{ ml: 'auto', fontWeight: 700 }}>{f.money(session.priceCents * places)}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('sessions.cancel')}
        </Button>
        <Button onClick={join} variant="contained" disabled={add.isPending} data-testid="join-session-confirm">
          {t('sessions.hold', { count: places })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
