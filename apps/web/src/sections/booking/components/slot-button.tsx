// One slot: a button carrying its state and price for sight (colour + text) and for screen
// readers (aria-label). Non-actionable slots stay focusable (aria-disabled) so arrow keys can
// reach and announce them. A plain <button> with the class rules of booking.css (.bk-slot, its
// colours from .bk-tone[data-state]): no per-cell styling at run time, and no hooks or handlers of
// its own (the grid listens for its slots, use-roving-grid.ts), so a full day's grid hydrates and
// renders quickly on a phone.
import { Fragment, memo } from 'react';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../cart/format';
import { slotLabel, slotVisibleParts } from '../slot-label';
import type { GridSlot } from '../slot-model';

interface SlotButtonProps {
  slot: GridSlot;
  /** The grid cell it fills (cellKey): how the grid's listeners find the slot. */
  cellKey: string;
  /** The booking namespace's t, from the grid (one subscription instead of one per slot). */
  t: TFunction<'booking'>;
  f: Formatters;
  variant: 'grid' | 'list';
  isTabStop: boolean;
  isBusy: boolean;
}

// Material "Check" (the held slot's mark), inline: no SvgIcon per cell.
const check = (
  <svg className="bk-slot-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
  </svg>
);

/** The visible parts, separated by real spaces so the text reads as it looks. */
function SlotText({ parts, variant, isSelected }: { parts: string[]; variant: 'grid' | 'list'; isSelected: boolean }) {
  const [first, ...rest] = parts;
  const mark = isSelected ? check : null;
  const tags = (list: string[]) =>
    list.map((part) => (
      <Fragment key={part}>
        {' '}
        <span className="bk-slot-tag">{part}</span>
      </Fragment>
    ));
  if (variant === 'grid') {
    return (
      <>
        <span className="bk-slot-detail">
          {mark}
          {first}
        </span>
        {tags(rest)}
      </>
    );
  }
  const [detail, ...extra] = rest;
  return (
    <>
      <span className="bk-slot-title">{first}</span>{' '}
      <span className="bk-slot-detail">
        {mark}
        {detail}
      </span>
      {tags(extra)}
    </>
  );
}

export const SlotButton = memo(function SlotButton({
  slot,
  cellKey,
  t,
  f,
  variant,
  isTabStop,
  isBusy,
}: SlotButtonProps) {
  const isDisabled = !slot.isActionable || isBusy;
  const parts = slotVisibleParts(t, f, slot, variant);
  return (
    <button
      type="button"
      className="bk-slot bk-tone"
      tabIndex={isTabStop ? 0 : -1}
      aria-label={slotLabel(t, f, slot, parts)}
      aria-pressed={slot.display === 'selected' ? true : slot.display === 'available' ? false : undefined}
      aria-disabled={isDisabled || undefined}
      data-testid="slot"
      data-state={slot.display}
      data-time={slot.column}
      data-resource={slot.resourceName}
      data-variant={variant}
      data-actionable={slot.isActionable || undefined}
      data-busy={isBusy || undefined}
      data-key={cellKey}
    >
      <SlotText parts={parts} variant={variant} isSelected={slot.display === 'selected'} />
    </button>
  );
});
