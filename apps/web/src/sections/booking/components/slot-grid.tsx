// Desktop: courts × start times as an ARIA grid; the court column stays put while the times scroll.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Formatters } from '../../cart/format';
import type { GridModel, GridSlot } from '../slot-model';
import { cellKey } from '../use-roving-grid';
import type { useRovingGrid } from '../use-roving-grid';
import { SlotButton, SlotStyles } from './slot-button';

export interface SlotViewProps {
  model: GridModel;
  f: Formatters;
  label: string;
  busyKey: string | null;
  roving: ReturnType<typeof useRovingGrid>;
  onActivate: (slot: GridSlot) => void;
}

export function SlotGrid({ model, f, label, busyKey, roving, onActivate }: SlotViewProps) {
  const { t } = useTranslation('booking');
  return (
    <>
      <SlotStyles />
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }} data-testid="slot-grid">
      <Box component="table" role="grid" aria-label={label} aria-rowcount={model.rows.length + 1} sx={{ borderCollapse: 'separate', borderSpacing: 4, minWidth: '100%', tableLayout: 'fixed' }}>
        <thead>
          <tr role="row">
            <Box component="th" role="columnheader" scope="col" sx={{ position: 'sticky', insetInlineStart: 0, zIndex: 2, bgcolor: 'background.paper', width: 148, textAlign: 'start', px: 1, typography: 'overline', color: 'text.secondary' }}>
              {t('grid.court')}
            </Box>
            {model.columns.map((column) => (
              <Box component="th" role="columnheader" scope="col" key={column} sx={{ minWidth: 68, width: 72, typography: 'caption', fontWeight: 700, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {column}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row, r) => (
            <tr role="row" key={row.resourceId}>
              <Box component="th" role="rowheader" scope="row" sx={{ position: 'sticky', insetInlineStart: 0, zIndex: 1, bgcolor: 'background.paper', textAlign: 'start', px: 1, py: 0.5 }}>
                <Typography variant="subtitle2" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                  {row.name}
                </Typography>
                <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {t(`spaceType.${row.spaceType}`)} · {t(`category.${row.category}`, { defaultValue: row.category })}
                </Typography>
              </Box>
              {row.cells.map((cell, c) => {
                const key = cellKey(row.resourceId, model.columns[c]!);
                // Columns under a longer slot (a two-hour session) are drawn by that slot.
                const coveringSlot = row.cells.slice(0, c).findLast((earlier, e) => earlier && e + (earlier.span ?? 1) > c);
                if (coveringSlot) return null;
                return (
                  <td role="gridcell" key={key} colSpan={cell?.span ?? 1}>
                    {cell ? (
                      <SlotButton
                        slot={cell}
                        f={f}
                        variant="grid"
                        isTabStop={roving.tabStop === key}
                        isBusy={busyKey === key}
                        register={roving.register(key)}
                        onActivate={onActivate}
                        onKeyDown={(event) => roving.onKeyDown(event, r, c)}
                        onFocus={() => roving.onFocusCell(key)}
                      />
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
    </>
  );
}
