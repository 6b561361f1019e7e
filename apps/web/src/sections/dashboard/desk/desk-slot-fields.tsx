// Court, date, start and length of a desk booking: only bookable start times are offered (inside
// opening hours, free, not past; desk-starts.ts), and the chosen one is shown.
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const DURATIONS = [60, 90, 120, 180];

export interface DeskSlotFieldsProps {
  isSession: boolean;
  courts: { id: string; name: string }[];
  court: string;
  setResourceId: (id: string) => void;
  date: string;
  setDate: (date: string) => void;
  starts: string[];
  startsLoading: boolean;
  start: string;
  setStart: (start: string) => void;
  minutes: number;
  setMinutes: (minutes: number) => void;
}

export function DeskSlotFields({
  isSession,
  courts,
  court,
  setResourceId,
  date,
  setDate,
  starts,
  startsLoading,
  start,
  setStart,
  minutes,
  setMinutes,
}: DeskSlotFieldsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ display: isSession ? 'none' : undefined }}>
      <TextField
        select
        size="small"
        label={t('desk.court')}
        value={court}
        onChange={(e) => setResourceId(e.target.value)}
        sx={{ minWidth: 150 }}
      >
        {courts.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={t('desk.date')}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label={t('desk.start')}
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={!startsLoading && Boolean(court) && starts.length === 0}
        helperText={!startsLoading && court && starts.length === 0 ? t('desk.noStart') : undefined}
        sx={{ minWidth: 100 }}
        slotProps={{ htmlInput: { 'data-testid': 'desk-start' } }}
      >
        {starts.map((h) => (
          <MenuItem key={h} value={h}>
            {h}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('desk.duration')}
        value={minutes}
        onChange={(e) => setMinutes(Number(e.target.value))}
        sx={{ minWidth: 110 }}
      >
        {DURATIONS.map((m) => (
          <MenuItem key={m} value={m}>
            {t('desk.minutes', { count: m })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
