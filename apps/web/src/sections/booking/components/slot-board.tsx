// The normal tab: the court × time grid on wide screens, the list per court on phones.
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { closedDayLabel } from '@courtside/core/slots/closed-days';
import { Alert, Button, Skeleton, Text } from '../../../ui';
import type { Formatters } from '../../cart/format';
import { buildGrid } from '../slot-model';
import type { GridFilters, GridSlot } from '../slot-model';
import { useRovingGrid } from '../use-roving-grid';
import { useSlotActions } from '../use-slot-actions';
import { SlotGrid } from './slot-grid';
import { SlotList } from './slot-list';

// Loaded when a session is first opened from the grid: an MUI dialog in the MUI theme.
const JoinSessionDialog = lazy(async () => {
  const [{ JoinSessionDialog: Dialog }, { withMuiTheme }] = await Promise.all([
    import('./join-session-dialog'),
    import('../../../theme/theme-provider'),
  ]);
  return { default: withMuiTheme(Dialog) };
});

interface SlotBoardProps {
  answer: AvailabilityAnswer | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  cartItems: readonly CartItemDto[];
  filters: GridFilters;
  f: Formatters;
  /** Below the md breakpoint: the list per court instead of the grid. */
  isPhone: boolean;
}

/** Memoised: the booking view hands it deferred props, so urgent renders skip it. */
export const SlotBoard = memo(function SlotBoard({
  answer,
  isLoading,
  error,
  onRetry,
  cartItems,
  filters,
  f,
  isPhone,
}: SlotBoardProps) {
  const { t, i18n } = useTranslation('booking');
  const model = useMemo(() => buildGrid(answer, cartItems, filters), [answer, cartItems, filters]);
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
  const roving = useRovingGrid(model, onActivate);

  if (isLoading && !answer) {
    return (
      <div className="bk-skeletons" aria-busy aria-label={t('grid.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" className="bk-skeleton" />
        ))}
      </div>
    );
  }
  if (error && !answer) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('grid.error')}
      </Alert>
    );
  }
  // docs/product.md#closed-days: a closed day shows why there is nothing to book.
  const closed = answer?.rows.length && answer.rows.every((r) => r.closed) ? answer.rows[0]!.closed : undefined;
  if (closed) {
    const reason = closedDayLabel(closed.label, i18n.language);
    return (
      <div className="bk-empty" data-testid="grid-closed">
        <Text variant="h6" as="p">
          {reason ? t('grid.closed', { label: reason }) : t('grid.closedNoLabel')}
        </Text>
        <Text variant="body2" color="secondary">
          {t('grid.closedHint')}
        </Text>
      </div>
    );
  }
  if (model.rows.length === 0) {
    return (
      <div className="bk-empty" data-testid="grid-empty">
        <Text variant="h6" as="p">
          {t('grid.empty')}
        </Text>
        <Text variant="body2" color="secondary">
          {t('grid.emptyHint')}
        </Text>
      </div>
    );
  }
  // The day whose slots these are: the answer's, which can still be the previous day's while the
  // chosen day's loads (placeholder data) or renders (deferred).
  const date = answer?.date ?? '';
  const label = t('grid.label', { date: f.longDate(date) });
  const View = isPhone ? SlotList : SlotGrid;
  return (
    <>
      {/* data-date: the day this board shows. */}
      <Text variant="body2" className="bk-help" id="grid-help" data-date={date}>
        {isPhone ? t('grid.helpTouch') : t('grid.help')}
      </Text>
      <View model={model} f={f} label={label} busyKey={actions.busyKey} roving={roving} />
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
      <p role="status" aria-live="polite" className="cs-visually-hidden">
        {actions.announcement}
      </p>
    </>
  );
});
