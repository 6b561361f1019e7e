// Roving focus for the slot grid (WAI-ARIA grid pattern): one slot is in the tab order, arrow keys
// move between slots, Home / End to a court's first / last slot, Enter or Space activates.
// The grid element listens for its slots (keys, focus and taps bubble up to it, each slot names its
// cell in data-key): a day's hundred-odd slots carry no handlers or refs of their own, which keeps
// the grid quick to hydrate and render on a phone.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, FocusEvent } from 'react';
import { firstFocus, moveFocus } from './slot-model';
import type { GridModel, GridSlot } from './slot-model';

export const cellKey = (resourceId: string, column: string) => `${resourceId}|${column}`;

/** The grid position of a cell key, or null when the key is not on the grid. */
function positionOf(model: GridModel, key: string | null): { row: number; col: number } | null {
  if (!key) return null;
  const [resourceId, column] = key.split('|');
  const row = model.rows.findIndex((r) => r.resourceId === resourceId);
  const col = model.columns.indexOf(column ?? '');
  return row >= 0 && col >= 0 && model.rows[row]!.cells[col] ? { row, col } : null;
}

/** The slot element an event came from (a slot's own text or icon included). */
const slotElementOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-key]') : null;

export function useRovingGrid(model: GridModel, onActivate: (slot: GridSlot) => void) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const gridRef = useRef<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    gridRef.current = element;
  }, []);
  // The latest handler without new grid props on every render of the board.
  const activateRef = useRef(onActivate);
  activateRef.current = onActivate;

  const position = useMemo(() => positionOf(model, focusKey) ?? firstFocus(model), [focusKey, model]);
  const tabStop = position ? cellKey(model.rows[position.row]!.resourceId, model.columns[position.col]!) : null;

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const from = positionOf(model, slotElementOf(event.target)?.dataset.key ?? null);
      if (!from) return;
      const next = moveFocus(model, from, event.key);
      if (!next) return;
      event.preventDefault();
      const key = cellKey(model.rows[next.row]!.resourceId, model.columns[next.col]!);
      setFocusKey(key);
      const slots = gridRef.current?.querySelectorAll<HTMLElement>('[data-key]') ?? [];
      const element = Array.from(slots).find((slot) => slot.dataset.key === key);
      element?.focus();
      element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    },
    [model],
  );

  const onFocus = useCallback((event: FocusEvent) => {
    const key = slotElementOf(event.target)?.dataset.key;
    if (key) setFocusKey(key);
  }, []);

  const onClick = useCallback(
    (event: MouseEvent) => {
      const element = slotElementOf(event.target);
      const at = positionOf(model, element?.dataset.key ?? null);
      if (!element || !at || element.getAttribute('aria-disabled') === 'true') return;
      activateRef.current(model.rows[at.row]!.cells[at.col]!);
    },
    [model],
  );

  return { tabStop, gridProps: { ref, onKeyDown, onFocus, onClick } };
}

export type RovingGrid = ReturnType<typeof useRovingGrid>;
