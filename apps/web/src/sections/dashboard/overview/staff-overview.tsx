// Today at the venue: occupancy by court, next arrivals, today's revenue, unpaid or
// expiring items and come-together sessions at risk. Refreshed live with the calendar's stream.
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Text } from '../../../ui';
import { Progress } from '../../../ui/progress';
import type { Overview } from '@courtside/core/dashboard-schemas';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { formatMoney } from '../bookings/format';
import { useDateFormat } from '../../../lib/format-date';
import { useLiveUpdates } from '../calendar/use-live-updates';
import { HandOutPanel } from '../rentals/components/hand-out-panel';
import './overview.css';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" className="ov-panel">
      <Text variant="subtitle1" as="h2" className="ov-panel-title">
        {title}
      </Text>
      {children}
    </Card>
  );
}

export function StaffOverview() {
  const { t, i18n } = useTranslation('dashboard');
  const dates = useDateFormat();
  const locale = i18n.language;
  useLiveUpdates();
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'overview'],
    queryFn: ({ signal }) => api.get<Overview>('/dashboard/overview', { signal }),
    refetchInterval: 60_000,
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <Progress label={t('common.loading')} className="ov-section" />;
  const hours = (m: number) => new Intl.NumberFormat(dates.locale, { maximumFractionDigits: 1 }).format(m / 60);
  return (
    <section className="ov-section" data-testid="staff-overview" aria-labelledby="staff-overview-title">
      <Text variant="h5" as="h2" id="staff-overview-title" className="ov-title">
        {t('overview.title')}
      </Text>
      <div className="ov-grid">
        <Panel title={t('overview.occupancy')}>
          {data.occupancy.map((o) => (
            <div key={o.resourceId} className="ov-row">
              <Text variant="body2">
                {o.resourceName} ·{' '}
                {t('overview.booked', { booked: hours(o.bookedMinutes), open: hours(o.openMinutes) })}
              </Text>
              <Progress
                value={o.openMinutes ? Math.min(100, (100 * o.bookedMinutes) / o.openMinutes) : 0}
                label={o.resourceName}
              />
            </div>
          ))}
        </Panel>
        <HandOutPanel />
        <Panel title={t('overview.arrivals')}>
          {data.arrivals.length ? (
            data.arrivals.map((a) => (
              <Text key={a.id} variant="body2">
                {/* A tap target of at least 24 px (WCAG 2.5.8), not the 17 px line of text. */}
                <RouterLink to={paths.dashboard.bookings.details(a.id)} className="cs-link ov-target">
                  {dates.time(a.start)} · {a.resourceName} · {a.customerName ?? t('common.guest')}
                </RouterLink>
                {a.checkedInAt ? ' ✓' : ''}
              </Text>
            ))
          ) : (
            <Text variant="body2">{t('overview.noArrivals')}</Text>
          )}
        </Panel>
        <Panel title={t('overview.revenue')}>
          <Text variant="h4" as="p">
            {formatMoney(data.revenue.totalCents, locale)}
          </Text>
          {data.revenue.byMethod.map((m) => (
            <Text key={m.method} variant="body2">
              {t(`payment.${m.method}`, { defaultValue: m.method })}: {formatMoney(m.amountCents, locale)} ({m.count})
            </Text>
          ))}
          <Text variant="body2" color="secondary">
            {t('overview.refunded', { amount: formatMoney(data.revenue.refundedCents, locale) })}
          </Text>
        </Panel>
        <Panel title={t('overview.unpaid')}>
          {data.unpaid.length ? (
            data.unpaid.map((u, i) => (
              <Text key={`${u.kind}-${u.bookingId ?? u.orderId ?? i}`} variant="body2">
                {t(`overview.kind.${u.kind}`)} · {u.kind === 'hold' ? u.label.split(' · ')[0] : u.label} ·{' '}
                {formatMoney(u.amountCents, locale)}
                {u.expiresAt ? ` · ${t('overview.expires', { time: dates.time(u.expiresAt) })}` : ''}
              </Text>
            ))
          ) : (
            <Text variant="body2">{t('overview.nothingOpen')}</Text>
          )}
        </Panel>
        <Panel title={t('overview.sessionsAtRisk')}>
          {data.sessionsAtRisk.length ? (
            data.sessionsAtRisk.map((s) => (
              <Text key={s.sessionId} variant="body2">
                {dates.time(s.start)} · {s.resourceName} {s.title ? `· ${s.title}` : ''} ·{' '}
                {t('overview.places', { taken: s.taken, min: s.minPlayers, capacity: s.capacity })}
              </Text>
            ))
          ) : (
            <Text variant="body2">{t('overview.noRisk')}</Text>
          )}
        </Panel>
      </div>
    </section>
  );
}
