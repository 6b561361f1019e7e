import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReportPeriod as Period } from './period-types';
import { localDateOf, useVenueTimeZone } from '../../../lib/format-date';
import { presetPeriod, presets } from './period';

export function PeriodFilter({
  period,
  onChange,
  children,
}: {
  period: Period;
  onChange: (next: Partial<Period>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('management');
  const today = localDateOf(new Date(), useVenueTimeZone());
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        type="date"
        label={t('analytics.from')}
        value={period.from}
        onChange={(e) => e.target.value && onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('analytics.to')}
        value={period.to}
        onChange={(e) => e.target.value && onChange({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ButtonGroup size="small" aria-label={t('analytics.presets')}>
        {presets.map((days) => {
          const preset = presetPeriod(days, today);
          const isActive = preset.from === period.from && preset.to === period.to;
          return (
            <Button
              key={days}
              variant={isActive ? 'contained' : 'outlined'}
              aria-pressed={isActive}
              onClick={() => onChange(preset)}
            >
              {t('analytics.lastDays', { count: days })}
            </Button>
          );
        })}
      </ButtonGroup>
      {children}
    </Stack>
  );
}
