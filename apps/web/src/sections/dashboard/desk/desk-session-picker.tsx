// Come-together places at the desk: staff pick one of the upcoming sessions instead of
// typing its court, date and times. The list is grouped by day and searchable by date (2026-11-30,
// 30.11., "Mon"), court or title; it shows places left with caution / full, and a full session
// cannot be chosen. Choosing one fills court, date and times of the booking.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DynamicSlotDto } from '@courtside/core/dynamic-slot-schemas';
import { api } from '../../../lib/api-client';
import { useBookableCourts } from '../dynamic-slots/api/get-courts';
import { dateFormatFor, type DateFormat, localDateOf, useDateFormat } from '../../../lib/format-date';

export type DeskSession = DynamicSlotDto & { courtName: string };

/** Active come-together sessions that have not ended yet (the server counts places). */
export function useUpcomingSessions(enabled: boolean) {
  const from = useMemo(() => new Date().toISOString(), []);
  return useQuery({
    queryKey: ['dynamic-slots', 'desk-sessions', from],
    queryFn: ({ signal }) =>
      api.get<{ rows: DynamicSlotDto[]; count: number }>('/dynamic-slots', {
        query: { from, kind: 'come_together', status: 'active', limit: 500 },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Everything a search can match: ISO and local dates, weekday and month names in de and en, court, title. */
function haystack(s: DeskSession, f: DateFormat, language: string): string {
  const date = localDateOf(new Date(s.start), f.timeZone);
  const [y, m, d] = date.split('-');
  const names = [language, 'de', 'en'].map((l) => dateFormatFor(l, f.timeZone).weekdayMonth(s.start));
  return [
    date,
    `${d}.${m}.${y}`,
    `${d}.${m}.`,
    `${Number(d)}.${Number(m)}.`,
    `${d}/${m}/${y}`,
    f.shortDateYear(s.start),
    ...names,
    f.time(s.start),
    s.courtName,
    s.title ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

const isFull = (s: DynamicSlotDto) => s.availability === 'full' || (s.placesLeft ?? 0) <= 0;

export interface DeskSessionPickerProps {
  value: DeskSession | null;
  onChange: (session: DeskSession | null) => void;
}

export function DeskSessionPicker({ value, onChange }: DeskSessionPickerProps) {
  const { t, i18n } = useTranslation('dashboard');
  const f = useDateFormat();
  const sessions = useUpcomingSessions(true);
  const courts = useBookableCourts();
  const options = useMemo<DeskSession[]>(() => {
    const names = new Map((courts.data?.rows ?? []).map((c) => [c.id, c.name]));
    return (sessions.data?.rows ?? []).map((s) => ({ ...s, courtName: names.get(s.resourceId) ?? '' }));
  }, [sessions.data, courts.data]);
  // After a booking the list is fetched again: the chosen session shows its new places left.
  const fresh = value ? options.find((o) => o.id === value.id) : undefined;
  useEffect(() => {
    if (value && fresh && (fresh.placesLeft !== value.placesLeft || fresh.courtName !== value.courtName))
      onChange(fresh);
  }, [value, fresh, onChange]);
  const label = (s: DeskSession) =>
    `${f.shortDateYear(s.start)}, ${f.timeRange(s.start, s.end)} · ${s.courtName} · ${s.title ?? t('desk.sessionUntitled')}`;

  return (
    <Autocomplete<DeskSession>
      options={options}
      value={value}
      onChange={(_e, v) => onChange(v)}
      loading={sessions.isLoading || courts.isLoading}
      groupBy={(s) => f.shortDateYear(s.start)}
      getOptionLabel={label}
      getOptionDisabled={isFull}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(opts, state) => {
        // Every word must match (e.g. "30.11 halle"), in any order.
        const words = state.inputValue.trim().toLowerCase().split(/\s+/).filter(Boolean);
        if (!words.length || (value && state.inputValue === label(value))) return opts;
        return opts.filter((s) => {
          const text = haystack(s, f, i18n.language);
          return words.every((w) => text.includes(w));
        });
      }}
      noOptionsText={sessions.isError ? t('desk.sessionsFailed') : t('desk.noSessions')}
      autoHighlight
      fullWidth
      renderOption={(props, s) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const full = isFull(s);
        return (
          <Box
            component="li"
            key={key}
            {...rest}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {f.timeRange(s.start, s.end)} · {s.courtName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {s.title ?? t('desk.sessionUntitled')}
              </Typography>
            </Box>
            <Chip
              size="small"
              variant={full ? 'filled' : 'outlined'}
              color={full ? 'default' : s.availability === 'caution' ? 'warning' : 'success'}
              label={
                full
                  ? t('desk.sessionFull')
                  : t('desk.placesLeft', { count: s.placesLeft ?? 0, capacity: s.capacity ?? 0 })
              }
            />
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('desk.session')}
          placeholder={t('desk.sessionSearch')}
          helperText={value ? undefined : t('desk.sessionHint')}
        />
      )}
    />
  );
}
