// Roving focus for the slot grid (WAI-ARIA grid pattern): one slot is in the tab order, arrow keys
// move between slots, Home / End to a court's first / last slot, Enter or Space activates.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { firstFocus, moveFocus } from './slot-model';
import type { GridModel } from './slot-model';

export const cellKey = (resourceId: string, column: string) => `${resourceId}|${column}`;

export function useRovingGrid(model: GridModel) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLElement>());

  const position = useMemo(() => {
    if (focusKey) {
      const [resourceId, column] = focusKey.split('|');
      const row = model.rows.findIndex((r) => r.resourceId === resourceId);
      const col = model.columns.indexOf(column ?? '');
      if (row >= 0 && col >= 0 && model.rows[row]!.cells[col]) return { row, col };
    }
    return firstFocus(model);
  }, [focusKey, model]);

  const tabStop = position ? cellKey(model.rows[position.row]!.resourceId, model.columns[position.col]!) : null;

  const register = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) refs.current.set(key, element);
      else refs.current.delete(key);
    },
    [],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent, row: number, col: number) => {
      const next = moveFocus(model, { row, col }, event.key);
      if (!next) return;
      event.preventDefault();
      const key = cellKey(model.rows[next.row]!.resourceId, model.columns[next.col]!);
      setFocusKey(key);
      const element = refs.current.get(key);
      element?.focus();
      element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    },
    [model],
  );

  return { tabStop, register, onKeyDown, onFocusCell: setFocusKey };
}
