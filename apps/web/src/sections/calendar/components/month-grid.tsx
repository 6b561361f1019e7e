import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui';
import type { Formatters } from '../../cart/format';
import { weekdayName } from '../../pricing/price-format';
import type { DayCount } from '../api/get-calendar-overview';
import { isBookableStatus, statusTone } from './status-style';

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
    <table className="ca-month" aria-label={t('calendar.monthTable')} data-testid="calendar-month">
      <thead>
        <tr>
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <th scope="col" key={d}>
              <abbr title={weekdayName(d, f.locale, 'long')}>{weekdayName(d, f.locale)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date}>
            {week.map((day) => {
              const label = `${f.longDate(day.date)}: ${t(`calendar.status.${day.status}`, { count: day.free })}`;
              const className = cx(
                'ca-day',
                statusTone[day.status],
                day.date === today && 'ca-day-today',
                day.date.slice(0, 7) !== month.slice(0, 7) && 'ca-day-outside',
              );
              // The full date and status are read first (visually hidden); the visible digits follow,
              // so the accessible name contains the visible text (WCAG 2.5.3).
              const content = (
                <>
                  <span className="cs-visually-hidden">{label}</span>
                  <span className="ca-day-number">{Number(day.date.slice(8))}</span>
                  <span className="ca-day-status">
                    {isBookableStatus(day.status)
                      ? t('calendar.free', { count: day.free })
                      : t(`calendar.short.${day.status}`)}
                  </span>
                </>
              );
              return (
                <td key={day.date}>
                  {isBookableStatus(day.status) ? (
                    <button
                      type="button"
                      className={className}
                      onClick={() => onPick(day.date)}
                      data-testid={`calendar-day-${day.date}`}
                    >
                      {content}
                    </button>
                  ) : (
                    <div className={className} data-testid={`calendar-day-${day.date}`}>
                      {content}
                    </div>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
