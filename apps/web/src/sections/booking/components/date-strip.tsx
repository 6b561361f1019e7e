// The date picker: the bookable days as a strip (DESIGN.md §4a: 14 days ahead) plus a date field
// for any other day, and previous / next day buttons.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addDays, isLocalDate } from '@courtside/core/slots/time';
import { LightTextField } from '../../../components/form/light-field';
import type { Formatters } from '../../cart/format';

interface DateStripProps {
  value: string;
  today: string;
  days: number;
  f: Formatters;
  onChange: (date: string) => void;
}

export function DateStrip({ value, today, days, f, onChange }: DateStripProps) {
  const { t } = useTranslation('booking');
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i));
  const selectedRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [value]);
  const last = dates[dates.length - 1]!;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0, flexGrow: 1 }}>
        <IconButton aria-label={t('date.previous')} onClick={() => onChange(addDays(value, -1))} disabled={value <= today} size="small">
          <ChevronLeftIcon />
        </IconButton>
        <Box role="group" aria-label={t('date.strip')} sx={{ display: 'flex', gap: 0.75, overflowX: 'auto', py: 0.5, px: 0.25, scrollbarWidth: 'thin', flexGrow: 1 }}>
          {dates.map((date) => {
            const isSelected = date === value;
            return (
              <ButtonBase
                key={date}
                ref={isSelected ? selectedRef : undefined}
                onClick={() => onChange(date)}
                aria-pressed={isSelected}
                title={f.longDate(date)}
                data-testid={`date-${date}`}
                sx={{
                  flex: '0 0 auto',
                  width: 56,
                  py: 0.75,
                  borderRadius: 1.5,
                  border: 1,
                  borderColor: isSelected ? 'primary.main' : 'divider',
                  bgcolor: isSelected ? 'primary.main' : 'background.paper',
                  color: isSelected ? 'primary.contrastText' : 'text.primary',
                  flexDirection: 'column',
                  '&.Mui-focusVisible': { outline: 3, outlineStyle: 'solid', outlineColor: 'text.primary', outlineOffset: 1 },
                }}
              >
                <Box component="span" sx={{ fontSize: 11, fontWeight: 600, textTransform: 'uppercase' }}>
                  {date === today ? t('date.today') : f.weekday(date)}
                </Box>{' '}
                <Box component="span" sx={{ fontSize: 13, fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {f.dayOfMonth(date)}
                </Box>
              </ButtonBase>
            );
          })}
        </Box>
        <IconButton aria-label={t('date.next')} onClick={() => onChange(addDays(value, 1))} disabled={value >= last} size="small">
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <LightTextField
        id="booking-date"
        type="date"
        size="small"
        label={t('date.label')}
        value={value}
        onChange={(next) => {
          if (isLocalDate(next)) onChange(next);
        }}
        htmlInput={{ min: today, max: last, 'data-testid': 'date-input' }}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, width: 170, flexShrink: 0 }}
      />
    </Stack>
  );
}
