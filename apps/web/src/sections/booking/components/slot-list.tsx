// Phone: one card per court with its slots as large buttons (time and price), never a squeezed
// table. Same ARIA grid and keys as the desktop grid: ←/→ within a court, ↑/↓ between courts.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { freeCount } from '../slot-model';
import { SLOT_TONES } from '../slot-style';
import { cellKey } from '../use-roving-grid';
import { SlotButton, SlotStyles } from './slot-button';
import type { SlotViewProps } from './slot-grid';

export function SlotList({ model, f, label, busyKey, roving, onActivate }: SlotViewProps) {
  const { t } = useTranslation('booking');
  return (
    <>
      <SlotStyles />
    <Stack role="grid" aria-label={label} sx={{ gap: 1.5 }} data-testid="slot-list">
      {model.rows.map((row, r) => {
        const free = freeCount(row);
        return (
          <Box role="row" key={row.resourceId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', p: 1.5 }} data-testid="court-card">
            <Stack role="rowheader" direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.25, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
                {row.name}
              </Typography>
              <Chip size="small" variant="outlined" label={t(`spaceType.${row.spaceType}`)} />
              <Chip size="small" label={t('list.free', { count: free })} sx={free > 0 ? { bgcolor: SLOT_TONES.available.dark, color: 'common.white', fontWeight: 600 } : undefined} />
              <Typography variant="caption" sx={{ width: '100%', color: 'text.secondary' }}>
                {t(`category.${row.category}`, { defaultValue: row.category })}
              </Typography>
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 0.75 }}>
              {row.cells.map((cell, c) => {
                if (!cell) return null;
                const key = cellKey(row.resourceId, model.columns[c]!);
                return (
                  <Box role="gridcell" key={key}>
                    <SlotButton
                      slot={cell}
                      f={f}
                      variant="list"
                      isTabStop={roving.tabStop === key}
                      isBusy={busyKey === key}
                      register={roving.register(key)}
                      onActivate={onActivate}
                      onKeyDown={(event) => roving.onKeyDown(event, r, c)}
                      onFocus={() => roving.onFocusCell(key)}
                    />
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Stack>
    </>
  );
}
