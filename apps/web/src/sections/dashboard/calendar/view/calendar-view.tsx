// The staff calendar: a day of all courts × hours, or a week of one court. Drag a
// booking onto another cell to move it (the server checks; a refusal is shown and nothing moves), or
// open its menu (click, Enter or Space) and choose Move for a dialog with court, date and time: the
// keyboard's way. A come-together session moves the same way with all its bookings (or click it /
// Enter for the move dialog); click a free cell to book at the desk; sessions, blocks and abos are
// marked; live updates. The outcome is announced (StatusMessage).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../../../components/page/page-meta';
import { paths } from '../../../../config/paths';
import { runStaffAction } from '../../bookings/api/staff-bookings';
import { MoveDialog } from '../../bookings/components/booking-action-dialogs';
import { addDays, venueDate, venueInstant } from '../../bookings/format';
import { toLocalInput, useDateFormat } from '../../../../lib/format-date';
import { DeskBookingDialog } from '../../desk/desk-booking-dialog';
import { moveSession } from '../../dynamic-slots/api/move-session';
import { MoveSessionDialog } from '../../dynamic-slots/components/move-session-dialog';
import type { MovableSession } from '../../dynamic-slots/components/move-session-dialog';
import { StatusMessage } from '../../shared/status-message';
import type { StaffMessage } from '../../shared/status-message';
import type { Calendar } from '../calendar-api';
import { useCalendar } from '../calendar-api';
import { useLiveUpdates } from '../use-live-updates';
import { CalendarEntry } from './calendar-entry';
import type { Entry } from './calendar-entry';

interface Column {
  key: string;
  label: string;
  resourceId: string;
  date: string;
}

function hoursOf(cal: Calendar | undefined): string[] {
  const open =
    cal?.hours
      .map((h) => h.open)
      .filter((x): x is string => Boolean(x))
      .sort()[0] ?? '08:00';
  const close =
    cal?.hours
      .map((h) => h.close)
      .filter((x): x is string => Boolean(x))
      .sort()
      .at(-1) ?? '22:00';
  const out: string[] = [];
  for (let h = Number(open.slice(0, 2)); h < Number(close.slice(0, 2)) + (close.endsWith(':00') ? 0 : 1); h++)
    out.push(`${String(h).padStart(2, '0')}:00`);
  return out;
}

export function CalendarView() {
  const { t } = useTranslation('dashboard');
  const dates = useDateFormat();
  const navigate = useNavigate();
  const [date, setDate] = useState(venueDate(dates.timeZone));
  const [mode, setMode] = useState<'day' | 'week'>('day');
  const [courtId, setCourtId] = useState('');
  const isLive = useLiveUpdates();
  const day = useCalendar(date, 1);
  const weekCourt = courtId || day.data?.resources[0]?.id || '';
  const week = useCalendar(date, 7, weekCourt || undefined);
  const cal = mode === 'day' ? day.data : weekCourt ? week.data : undefined;
  const [message, setMessage] = useState<StaffMessage | null>(null);
  const [desk, setDesk] = useState<{ resourceId: string; date: string; start: string } | null>(null);
  const [dragged, setDragged] = useState<Entry | null>(null);
  const [movingSession, setMovingSession] = useState<MovableSession | null>(null);
  const [moving, setMoving] = useState<Entry | null>(null);
  const openEntry = (e: Entry) => {
    if (e.kind === 'booking') navigate(paths.dashboard.bookings.details(e.id));
    else if (e.kind === 'session')
      setMovingSession({
        id: e.id,
        resourceId: e.resourceId,
        start: e.start,
        end: e.end,
        title: e.title,
        placesTaken: e.places,
      });
  };

  const columns: Column[] =
    mode === 'day'
      ? (cal?.resources ?? []).map((r) => ({ key: r.id, label: r.name, resourceId: r.id, date }))
      : Array.from({ length: 7 }, (_v, i) => addDays(date, i)).map((d) => ({
          key: d,
          label: dates.fullDate(`${d}T12:00:00Z`),
          resourceId: weekCourt,
          date: d,
        }));
  const hours = hoursOf(cal);
  const entriesAt = (col: Column, hour: string): Entry[] =>
    (cal?.entries ?? []).filter(
      (e) =>
        e.resourceId === col.resourceId &&
        venueDate(dates.timeZone, new Date(e.start)) === col.date &&
        toLocalInput(e.start, dates.timeZone).slice(11, 13) === hour.slice(0, 2),
    );

  const drop = (col: Column, hour: string) => {
    const entry = dragged;
    setDragged(null);
    if (entry)
      void moveTo(entry, {
        resourceId: col.resourceId,
        start: venueInstant(col.date, hour, dates.timeZone).toISOString(),
      });
  };
  const moveTo = async (entry: Entry, target: { resourceId: string; start: string }) => {
    try {
      if (entry.kind === 'session') {
        const answer = await moveSession({ id: entry.id, ...target });
        setMessage({ severity: 'success', text: t('calendar.sessionMoved', { count: answer.mailed }) });
      } else {
        await runStaffAction(entry.id, { kind: 'move', ...target });
        setMessage({ severity: 'success', text: t('calendar.moved') });
      }
    } catch (error) {
      setMessage({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
    }
    await Promise.all([day.refetch(), week.refetch()]);
  };

  return (
    <>
      <PageMeta title={t('calendar.title')} />
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ mr: 2 }}>
          {t('calendar.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_e, v: 'day' | 'week' | null) => v && setMode(v)}
          aria-label={t('calendar.title')}
        >
          <ToggleButton value="day">{t('calendar.day')}</ToggleButton>
          <ToggleButton value="week">{t('calendar.week')}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={() => setDate(addDays(date, mode === 'day' ? -1 : -7))}>
          {t('calendar.prev')}
        </Button>
        <Button size="small" onClick={() => setDate(venueDate(dates.timeZone))}>
          {t('calendar.today')}
        </Button>
        <Button size="small" onClick={() => setDate(addDays(date, mode === 'day' ? 1 : 7))}>
          {t('calendar.next')}
        </Button>
        <TextField
          size="small"
          type="date"
          value={date}
          onChange={(e) => e.target.value && setDate(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': t('desk.date') } }}
        />
        {mode === 'week' ? (
          <TextField
            select
            size="small"
            label={t('calendar.court')}
            value={weekCourt}
            onChange={(e) => setCourtId(e.target.value)}
            sx={{ minWidth: 150 }}
          >
            {(day.data?.resources ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Chip
          size="small"
          color={isLive ? 'success' : 'default'}
          label={isLive ? t('calendar.live') : t('calendar.offline')}
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('calendar.dragHint')}
      </Typography>
      <StatusMessage message={message} onClose={() => setMessage(null)} sx={{ mb: 1 }} />
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            width: '100%',
            minWidth: columns.length * 110 + 60,
            '& td, & th': { border: 1, borderColor: 'divider', p: 0.25, verticalAlign: 'top', fontSize: 12 },
          }}
          data-testid="staff-calendar"
        >
          <thead>
            <tr>
              <th scope="col" style={{ width: 56 }} />
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour}>
                <th scope="row">{hour}</th>
                {columns.map((col) => {
                  const here = entriesAt(col, hour);
                  return (
                    <td
                      key={col.key}
                      data-cell={`${col.resourceId}|${col.date}|${hour}`}
                      onDragOver={(e) => e.preventDefault()}
                      onDrop={(e) => {
                        e.preventDefault();
                        drop(col, hour);
                      }}
                      onClick={() =>
                        here.length ? undefined : setDesk({ resourceId: col.resourceId, date: col.date, start: hour })
                      }
                      style={{ height: 34, cursor: here.length ? 'default' : 'copy' }}
                    >
                      {here.map((e) => (
                        <CalendarEntry
                          key={e.id}
                          entry={e}
                          time={dates.time}
                          onOpen={openEntry}
                          onMove={setMoving}
                          onDragStart={setDragged}
                        />
                      ))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {movingSession ? (
        <MoveSessionDialog
          session={movingSession}
          onClose={() => setMovingSession(null)}
          onMoved={(answer) => {
            setMovingSession(null);
            setMessage({ severity: 'success', text: t('calendar.sessionMoved', { count: answer.mailed }) });
            void Promise.all([day.refetch(), week.refetch()]);
          }}
        />
      ) : null}
      {moving ? (
        <MoveDialog
          open
          onClose={() => setMoving(null)}
          isPending={false}
          current={{
            resourceId: moving.resourceId,
            date: venueDate(dates.timeZone, new Date(moving.start)),
            start: toLocalInput(moving.start, dates.timeZone).slice(11, 16),
          }}
          onConfirm={(v) => {
            setMoving(null);
            void moveTo(moving, {
              resourceId: v.resourceId,
              start: venueInstant(v.date, v.start, dates.timeZone).toISOString(),
            });
          }}
        />
      ) : null}
      <DeskBookingDialog open={Boolean(desk)} onClose={() => setDesk(null)} initial={desk ?? undefined} />
    </>
  );
}
