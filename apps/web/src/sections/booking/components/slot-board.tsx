// The normal tab: the court × time grid on wide screens, the list per court on phones.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import type { Formatters } from '../../cart/format';
import { buildGrid } from '../slot-model';
import type { GridFilters, GridSlot } from '../slot-model';
import { useRovingGrid } from '../use-roving-grid';
import { useSlotActions } from '../use-slot-actions';
import { SlotGrid } from './slot-grid';
import { SlotList } from './slot-list';

// Loaded when a session is first opened from the grid.
const JoinSessionDialog = lazy(async () => ({ default: (await import('./join-session-dialog')).JoinSessionDialog }));

interface SlotBoardProps {
  answer: AvailabilityAnswer | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  cartItems: readonly CartItemDto[];
  filters: GridFilters;
  date: string;
  f: Formatters;
}

/** Read by screen readers, invisible on screen (sizes in px: a bare 1 would mean 100 % in sx). */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function SlotBoard({ answer, isLoading, error, onRetry, cartItems, filters, date, f }: SlotBoardProps) {
  const { t } = useTranslation('booking');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const model = useMemo(() => buildGrid(answer, cartItems, filters), [answer, cartItems, filters]);
  const roving = useRovingGrid(model);
  const actions = useSlotActions(f);
  const [session, setSession] = useState<GridSlot | null>(null);
  // Kept mounted after the first opening so the dialog can animate closed.
  const [hasOpenedSession, setOpenedSession] = useState(false);

  const onActivate = (slot: GridSlot) => {
    if (slot.display === 'selected') actions.release(slot);
    else if (slot.display === 'available') actions.hold(slot);
    else if (slot.display === 'come_together') {
      setOpenedSession(true);
      setSession(slot);
    }
  };

  if (isLoading && !answer) {
    return (
      <Stack sx={{ gap: 1 }} aria-busy aria-label={t('grid.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={isPhone ? 120 : 48} />
        ))}
      </Stack>
    );
  }
  if (error && !answer) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>{t('actions.retry')}</Button>}>
        {t('grid.error')}
      </Alert>
    );
  }
  if (model.rows.length === 0) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6, gap: 1, textAlign: 'center' }} data-testid="grid-empty">
        <Typography variant="h6" component="p">
          {t('grid.empty')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('grid.emptyHint')}
        </Typography>
      </Stack>
    );
  }
  const label = t('grid.label', { date: f.longDate(date) });
  const View = isPhone ? SlotList : SlotGrid;
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} id="grid-help">
        {isPhone ? t('grid.helpTouch') : t('grid.help')}
      </Typography>
      <View model={model} f={f} label={label} busyKey={actions.busyKey} roving={roving} onActivate={onActivate} />
      {session || hasOpenedSession ? (
        <Suspense fallback={null}>
          <JoinSessionDialog
            slot={session}
            f={f}
            isPending={actions.isPending}
            onClose={() => setSession(null)}
            onJoin={(slot, places) => {
              actions.hold(slot, 'come_together', places);
              setSession(null);
            }}
          />
        </Suspense>
      ) : null}
      <Typography component="p" role="status" aria-live="polite" sx={visuallyHidden}>
        {actions.announcement}
      </Typography>
    </>
  );
}
