import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Formatters } from '../../cart/format';
import { weekdayName } from '../../pricing/price-format';
import type { DayCount } from '../api/get-calendar-overview';
import { isBookableStatus, statusColor } from './status-style';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface MonthGridProps {
  days: DayCount[];
  month: string;
  today: string;
  f: Formatters;
  onPick: (date: string) => void;
}

/** A month as weeks × weekdays; a bookable day opens the booking grid on that date. */
export function MonthGrid({ days, month, today, f, onPick }: MonthGridProps) {
  const { t } = useTranslation('content');
  const weeks: DayCount[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <Box
      component="table"
      sx={{ width: '100%', borderCollapse: 'separate', borderSpacing: { xs: 2, sm: 6 }, tableLayout: 'fixed' }}
      aria-label={t('calendar.monthTable')}
      data-testid="calendar-month"
    >
      <thead>
        <tr>
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <Box
              component="th"
              scope="col"
              key={d}
              sx={{ typography: 'caption', fontWeight: 700, color: 'text.secondary', pb: 0.5 }}
            >
              <abbr title={weekdayName(d, f.locale, 'long')} style={{ textDecoration: 'none' }}>
                {weekdayName(d, f.locale)}
              </abbr>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date}>
            {week.map((day) => {
              const isOtherMonth = day.date.slice(0, 7) !== month.slice(0, 7);
              const canBook = isBookableStatus(day.status);
              const color = statusColor[day.status];
              const label = `${f.longDate(day.date)}: ${t(`calendar.status.${day.status}`, { count: day.free })}`;
              // The full date and status are read first (visually hidden); the visible digits follow,
              // so the accessible name contains the visible text (WCAG 2.5.3).
              const content = (
                <>
                  <Box component="span" sx={visuallyHidden}>
                    {label}
                  </Box>
                  <Typography
                    component="span"
                    sx={{
                      fontWeight: day.date === today ? 800 : 600,
                      fontSize: { xs: 13, sm: 15 },
                      color: isOtherMonth ? 'text.secondary' : 'text.primary',
                    }}
                  >
                    {Number(day.date.slice(8))}
                  </Typography>
                  <Typography
                    component="span"
                    sx={{
                      display: { xs: 'none', sm: 'block' },
                      fontSize: 12,
                      color: color === 'default' ? 'text.secondary' : `${color}.darker`,
                    }}
                  >
                    {day.status === 'free' || day.status === 'few'
                      ? t('calendar.free', { count: day.free })
                      : t(`calendar.short.${day.status}`)}
                  </Typography>
                </>
              );
              const sx = {
                width: '100%',
                minHeight: { xs: 44, sm: 72 },
                borderRadius: 1.5,
                p: { xs: 0.5, sm: 1 },
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                border: 2,
                borderColor: day.date === today ? 'primary.main' : 'transparent',
                bgcolor: color === 'default' ? 'action.hover' : `${color}.lighter`,
              } as const;
              return (
                <Box component="td" key={day.date} sx={{ p: 0, verticalAlign: 'top' }}>
                  {canBook ? (
                    <ButtonBase
                      onClick={() => onPick(day.date)}
                      sx={{
                        ...sx,
                        '&:hover': { boxShadow: 3 },
                        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                      }}
                      data-testid={`calendar-day-${day.date}`}
                    >
                      {content}
                    </ButtonBase>
                  ) : (
                    <Box sx={sx} data-testid={`calendar-day-${day.date}`}>
                      {content}
                    </Box>
                  )}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
