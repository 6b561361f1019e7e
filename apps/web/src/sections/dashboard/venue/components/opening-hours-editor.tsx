// Opening hours per weekday: closed, or one or more intervals (a lunch break is two). Times are
// the venue's wall clock; 24:00 closes at midnight.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import type { OpeningHours, OpeningInterval } from '@courtside/core/slots/types';

const days = ['1', '2', '3', '4', '5', '6', '7'] as const;
type Day = (typeof days)[number];

export function OpeningHoursEditor({
  value,
  onChange,
}: {
  value: OpeningHours;
  onChange: (hours: OpeningHours) => void;
}) {
  const { t } = useTranslation('management');
  const setDay = (day: Day, intervals: OpeningInterval[]) => onChange({ ...value, [day]: intervals });
  return (
    <Box role="group" aria-label={t('venue.seasons.hours')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t('venue.seasons.hours')}
        </Typography>
        <Button
          size="small"
          onClick={() => onChange(Object.fromEntries(days.map((d) => [d, (value['1'] ?? []).map((i) => ({ ...i }))])))}
        >
          {t('venue.seasons.copyMonday')}
        </Button>
      </Stack>
      <Stack spacing={1}>
        {days.map((day) => {
          const intervals = value[day] ?? [];
          const dayName = t(`weekdays.${day}`);
          return (
            <Box
              key={day}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
                gap: 1,
                alignItems: 'center',
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <FormControlLabel
                label={dayName}
                control={
                  <Switch
                    size="small"
                    checked={intervals.length > 0}
                    onChange={(e) => setDay(day, e.target.checked ? [{ open: '09:00', close: '22:00' }] : [])}
                  />
                }
              />
              <Stack spacing={1}>
                {intervals.length === 0 ? (
                  <Typography sx={{ color: 'text.secondary' }}>{t('venue.seasons.closed')}</Typography>
                ) : null}
                {intervals.map((interval, i) => (
                  <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField
                      size="small"
                      type="time"
                      label={t('venue.seasons.opens')}
                      value={interval.open}
                      onChange={(e) =>
                        setDay(
                          day,
                          intervals.map((x, n) => (n === i ? { ...x, open: e.target.value } : x)),
                        )
                      }
                      slotProps={{
                        inputLabel: { shrink: true },
                        htmlInput: { 'aria-label': `${dayName} ${t('venue.seasons.opens')} ${i + 1}` },
                      }}
                    />
                    <TextField
                      size="small"
                      label={t('venue.seasons.closes')}
                      value={interval.close}
                      onChange={(e) =>
                        setDay(
                          day,
                          intervals.map((x, n) => (n === i ? { ...x, close: e.target.value } : x)),
                        )
                      }
                      placeholder="22:00"
                      slotProps={{
                        inputLabel: { shrink: true },
                        htmlInput: {
                          'aria-label': `${dayName} ${t('venue.seasons.closes')} ${i + 1}`,
                          inputMode: 'numeric',
                          pattern: '[0-2][0-9]:[0-5][0-9]',
                        },
                      }}
                    />
                    <IconButton
                      size="small"
                      aria-label={t('venue.seasons.removeInterval', { day: dayName })}
                      onClick={() =>
                        setDay(
                          day,
                          intervals.filter((_, n) => n !== i),
                        )
                      }
                    >
                      <RemoveIcon fontSize="small" />
                    </IconButton>
                    {i === intervals.length - 1 && intervals.length < 4 ? (
                      <IconButton
                        size="small"
                        aria-label={t('venue.seasons.addInterval', { day: dayName })}
                        onClick={() => setDay(day, [...intervals, { open: interval.close, close: '24:00' }])}
                      >
                        <AddIcon fontSize="small" />
                      </IconButton>
                    ) : null}
                  </Stack>
                ))}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
