import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui';
import type { Formatters } from '../../cart/format';
import type { CalendarOverview } from '../api/get-calendar-overview';
import { isBookableStatus, statusTone } from './status-style';

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
    <div className="ca-week-wrap" data-testid="calendar-week">
      <table className="ca-week" aria-label={t('calendar.weekTable')}>
        <thead>
          <tr>
            <th scope="col">{t('calendar.court')}</th>
            {overview.days.map((day) => (
              <th key={day.date} scope="col" className={cx(day.date === overview.today && 'ca-today')}>
                {isBookableStatus(day.status) ? (
                  <button type="button" onClick={() => onPick(day.date)}>
                    {f.weekday(day.date)} {f.dayOfMonth(day.date)}
                  </button>
                ) : (
                  `${f.weekday(day.date)} ${f.dayOfMonth(day.date)}`
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {overview.courts.map((court) => (
            <tr key={court.resourceId}>
              <th scope="row">
                {court.name}
                <span className="ca-space">{t(`pricing.space.${court.spaceType}`)}</span>
              </th>
              {court.days.map((cell, i) => {
                const status = overview.days[i]!.status;
                const isOpen = cell.total > 0 && (status === 'free' || status === 'few' || status === 'full');
                const tone = !isOpen
                  ? 'ca-other'
                  : cell.free === 0
                    ? 'ca-full'
                    : cell.free * 4 <= cell.total
                      ? 'ca-few'
                      : 'ca-free';
                return (
                  <td key={cell.date} className={tone}>
                    {isOpen ? `${cell.free}/${cell.total}` : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('calendar.total')}</th>
            {overview.days.map((day) => (
              <td key={day.date} className={statusTone[day.status]}>
                {t(`calendar.short.${day.status}`, { count: day.free })}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
