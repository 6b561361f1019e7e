// Desktop: courts × start times as an ARIA grid; the court column stays put while the times scroll.
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../cart/format';
import type { GridModel } from '../slot-model';
import { cellKey } from '../use-roving-grid';
import type { RovingGrid } from '../use-roving-grid';
import { SlotButton } from './slot-button';

export interface SlotViewProps {
  model: GridModel;
  f: Formatters;
  label: string;
  busyKey: string | null;
  /** Focus, keys and taps of the slots (use-roving-grid.ts). */
  roving: RovingGrid;
}

export function SlotGrid({ model, f, label, busyKey, roving }: SlotViewProps) {
  const { t } = useTranslation('booking');
  return (
    <div className="bk-grid-wrap" data-testid="slot-grid">
      <table
        role="grid"
        aria-label={label}
        aria-rowcount={model.rows.length + 1}
        className="bk-grid"
        {...roving.gridProps}
      >
        <thead>
          <tr role="row">
            <th role="columnheader" scope="col" className="bk-grid-corner">
              {t('grid.court')}
            </th>
            {model.columns.map((column) => (
              <th role="columnheader" scope="col" key={column} className="bk-grid-time">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => (
            <tr role="row" key={row.resourceId}>
              <th role="rowheader" scope="row" className="bk-grid-court">
                <span className="bk-court-name">{row.name}</span>
                <span className="bk-court-meta">
                  {t(`spaceType.${row.spaceType}`)} · {t(`category.${row.category}`, { defaultValue: row.category })}
                </span>
              </th>
              {row.cells.map((cell, c) => {
                const key = cellKey(row.resourceId, model.columns[c]!);
                // Columns under a longer slot (a two-hour session) are drawn by that slot.
                const coveringSlot = row.cells
                  .slice(0, c)
                  .findLast((earlier, e) => earlier && e + (earlier.span ?? 1) > c);
                if (coveringSlot) return null;
                return (
                  <td role="gridcell" key={key} colSpan={cell?.span ?? 1}>
                    {cell ? (
                      <SlotButton
                        slot={cell}
                        cellKey={key}
                        t={t}
                        f={f}
                        variant="grid"
                        isTabStop={roving.tabStop === key}
                        isBusy={busyKey === key}
                      />
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
