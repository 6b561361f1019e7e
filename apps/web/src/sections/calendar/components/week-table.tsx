import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Formatters } from '../../cart/format';
import type { CalendarOverview } from '../api/get-calendar-overview';
import { isBookableStatus, statusColor } from './status-style';

/** Courts × the 7 days of a week: free slots of each court per day, and the day's total. */
export function WeekTable({
  overview,
  f,
  onPick,
}: {
  overview: CalendarOverview;
  f: Formatters;
  onPick: (date: string) => void;
}) {
  const { t } = useTranslation('content');
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }} data-testid="calendar-week">
      <Table size="small" aria-label={t('calendar.weekTable')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('calendar.court')}
            </TableCell>
            {overview.days.map((day) => (
              <TableCell
                key={day.date}
                component="th"
                scope="col"
                align="center"
                sx={{ fontWeight: day.date === overview.today ? 800 : 600 }}
              >
                {isBookableStatus(day.status) ? (
                  <Link
                    component="button"
                    onClick={() => onPick(day.date)}
                    underline="hover"
                    sx={{ fontWeight: 'inherit' }}
                  >
                    {f.weekday(day.date)} {f.dayOfMonth(day.date)}
                  </Link>
                ) : (
                  `${f.weekday(day.date)} ${f.dayOfMonth(day.date)}`
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {overview.courts.map((court) => (
            <TableRow key={court.resourceId}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {court.name}
                <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                  {t(`pricing.space.${court.spaceType}`)}
                </Box>
              </TableCell>
              {court.days.map((cell, i) => {
                const status = overview.days[i]!.status;
                const isOpen = cell.total > 0 && (status === 'free' || status === 'few' || status === 'full');
                return (
                  <TableCell
                    key={cell.date}
                    align="center"
                    sx={{
                      color: !isOpen
                        ? 'text.secondary'
                        : cell.free === 0
                          ? 'error.darker'
                          : cell.free * 4 <= cell.total
                            ? 'warning.darker'
                            : 'success.darker',
                      fontWeight: 600,
                    }}
                  >
                    {isOpen ? `${cell.free}/${cell.total}` : '–'}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('calendar.total')}
            </TableCell>
            {overview.days.map((day) => (
              <TableCell
                key={day.date}
                align="center"
                sx={{
                  fontWeight: 700,
                  color: statusColor[day.status] === 'default' ? 'text.secondary' : `${statusColor[day.status]}.darker`,
                }}
              >
                {t(`calendar.short.${day.status}`, { count: day.free })}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
