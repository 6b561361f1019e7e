// What activating a slot does: hold a free slot (POST /cart), give one's own hold back, or join a
// come-together session with some places. Refusals become toasts; a slot taken a moment ago
// says so plainly ("just taken") and the grid is refetched.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useAddToCart } from '../cart/api/add-to-cart';
import { useRemoveCartItem } from '../cart/api/remove-cart-item';
import type { Formatters } from '../cart/format';
import { useNotify } from '../cart/notify';
import type { GridSlot } from './slot-model';
import { cellKey } from './use-roving-grid';

/**
 * On a phone a toast covers the lower part of the grid while the player picks the next hour, and the
 * slot itself already turns "in your cart" (and the selection bar counts it): there, a hold or a give-back
 * is confirmed by the grid and the live status line only. Refusals are toasts on every screen.
 */
export const confirmsWithToast = () => !window.matchMedia?.('(max-width: 599.95px)').matches;

export function useSlotActions(f: Formatters) {
  const { t } = useTranslation('booking');
  const add = useAddToCart();
  const remove = useRemoveCartItem();
  const notify = useNotify();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Slots whose add is on its way: a second tap before the answer (a double tap) does nothing.
  const adding = useRef(new Set<string>());

  const describe = (slot: GridSlot) => ({
    court: slot.resourceName,
    time: f.timeRange(slot.start, slot.end),
    date: f.date(slot.start),
  });

  const onError = (slot: GridSlot) => (error: unknown) => {
    const message =
      error instanceof ApiError && error.code === 'SLOT_TAKEN'
        ? t('hold.justTaken', describe(slot))
        : error instanceof ApiError && error.code === 'SESSION_FULL'
          ? t('hold.sessionFull', describe(slot))
          : null;
    if (message) notify.error(new Error(message));
    const shown = message ?? notify.error(error);
    setAnnouncement(shown);
  };

  const hold = (slot: GridSlot, bookingType: 'normal' | 'come_together' = 'normal', quantity = 1) => {
    const key = cellKey(slot.resourceId, slot.column);
    if (adding.current.has(key)) return;
    adding.current.add(key);
    setBusyKey(key);
    // mutateAsync: every tap gets its answer (mutate's own callbacks fire for the last call only,
    // and two quick taps on two slots are two calls).
    add
      .mutateAsync([
        {
          resourceId: slot.resourceId,
          start: slot.start,
          end: slot.end,
          bookingType,
          quantity,
          ...(slot.sessionId ? { sessionId: slot.sessionId } : {}),
        },
      ])
      .then((answer) => {
        // docs/product.md#api: an answer whose status is not 200 shows its message as an error.
        if (answer.status !== 200) {
          notify.error(new Error(answer.message));
          return;
        }
        const message =
          bookingType === 'come_together'
            ? t('hold.joined', { ...describe(slot), count: quantity })
            : t('hold.held', describe(slot));
        if (confirmsWithToast()) notify.success(message);
        setAnnouncement(message);
      }, onError(slot))
      .finally(() => {
        adding.current.delete(key);
        setBusyKey((current) => (current === key ? null : current));
      });
  };

  const release = (slot: GridSlot) => {
    if (!slot.cartItem) return;
    setBusyKey(cellKey(slot.resourceId, slot.column));
    remove.mutate(slot.cartItem.id, {
      onSuccess: () => {
        const message = t('hold.released', describe(slot));
        if (confirmsWithToast()) notify.info(message);
        setAnnouncement(message);
      },
      onError: onError(slot),
      onSettled: () => setBusyKey(null),
    });
  };

  return { hold, release, busyKey, announcement, isPending: add.isPending || remove.isPending };
}
