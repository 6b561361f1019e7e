// Price bands of a rule: on these weekdays, for slots starting between from and to, a slot costs
// this much (peak / off-peak). Slots outside every band cost the rule's default price.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { PriceBand } from '@courtside/core/slots/types';
import { MoneyField } from '../../shared/money-field';

const weekdays = [1, 2, 3, 4, 5, 6, 7];

export function PriceBandsEditor({ value, onChange }: { value: PriceBand[]; onChange: (bands: PriceBand[]) => void }) {
  const { t } = useTranslation('management');
  const set = (i: number, patch: Partial<PriceBand>) =>
    onChange(value.map((b, n) => (n === i ? { ...b, ...patch } : b)));
  return (
    <Box role="group" aria-label={t('venue.rules.bands')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t('venue.rules.bands')}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() =>
            onChange([
              ...value,
              { label: 'peak', weekdays: [1, 2, 3, 4, 5], from: '17:00', to: '22:00', priceCents: 3000 },
            ])
          }
        >
          {t('venue.rules.addBand')}
        </Button>
      </Stack>
      {value.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('venue.rules.noBands')}</Typography> : null}
      <Stack spacing={2}>
        {value.map((band, i) => (
          <Box
            key={i}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            data-testid={`price-band-${i}`}
          >
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr 1fr', md: '1.2fr 1fr 1fr 1.2fr auto' },
                alignItems: 'center',
              }}
            >
              <TextField
                size="small"
                label={t('venue.rules.bandLabel')}
                value={band.label}
                onChange={(e) => set(i, { label: e.target.value })}
              />
              <TextField
                size="small"
                type="time"
                label={t('fields.from')}
                value={band.from}
                onChange={(e) => set(i, { from: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                label={t('fields.to')}
                value={band.to}
                placeholder="22:00"
                onChange={(e) => set(i, { to: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <MoneyField
                size="small"
                label={t('venue.rules.bandPrice')}
                value={band.priceCents}
                onChange={(cents) => set(i, { priceCents: cents ?? 0 })}
              />
              <IconButton
                aria-label={t('venue.rules.removeBand', { label: band.label })}
                onClick={() => onChange(value.filter((_, n) => n !== i))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
            <ToggleButtonGroup
              size="small"
              value={band.weekdays}
              onChange={(_e, days: number[]) => set(i, { weekdays: [...days].sort((a, b) => a - b) })}
              aria-label={t('venue.rules.bandWeekdays')}
              sx={{ mt: 1.5, flexWrap: 'wrap' }}
            >
              {weekdays.map((d) => (
                <ToggleButton key={d} value={d} aria-label={t(`weekdays.${d}`)}>
                  {t(`weekdaysShort.${d}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
