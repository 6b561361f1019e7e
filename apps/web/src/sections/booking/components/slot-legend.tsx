// The colour legend of the grid (SPEC.md §3 slot colours), with text so colour is never the only cue.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SlotDisplay } from '../slot-model';
import { slotSx } from '../slot-style';

const ENTRIES: SlotDisplay[] = ['available', 'selected', 'booked', 'abo', 'come_together', 'closed'];

export function SlotLegend() {
  const { t } = useTranslation('booking');
  return (
    <Stack component="ul" aria-label={t('legend.label')} direction="row" sx={{ flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, m: 0, p: 0, listStyle: 'none' }} data-testid="slot-legend">
      {ENTRIES.map((display) => (
        <Stack component="li" key={display} direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={(theme) => ({ ...slotSx(theme, display), width: 18, height: 18, borderRadius: 0.75, borderWidth: 1, borderStyle: display === 'closed' ? 'dashed' : 'solid' })} />
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {t(`legend.${display}`)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
