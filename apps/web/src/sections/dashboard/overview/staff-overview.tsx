// Today at the venue: occupancy by court, next arrivals, today's revenue, unpaid or
// expiring items and come-together sessions at risk. Refreshed live with the calendar's stream.
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Overview } from '@courtside/core/dashboard-schemas';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { formatMoney } from '../bookings/format';
import { useDateFormat } from '../../../lib/format-date';
import { useLiveUpdates } from '../calendar/use-live-updates';
import { HandOutPanel } from '../rentals/components/hand-out-panel';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
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
  if (!data) return <LinearProgress aria-label={t('common.loading')} />;
  const hours = (m: number) => new Intl.NumberFormat(dates.locale, { maximumFractionDigits: 1 }).format(m / 60);
  return (
    <Box sx={{ mt: 4 }} data-testid="staff-overview">
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('overview.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' } }}>
        <Panel title={t('overview.occupancy')}>
          {data.occupancy.map((o) => (
            <Box key={o.resourceId} sx={{ mb: 0.75 }}>
              <Typography variant="body2">
                {o.resourceName} ·{' '}
                {t('overview.booked', { booked: hours(o.bookedMinutes), open: hours(o.openMinutes) })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={o.openMinutes ? Math.min(100, (100 * o.bookedMinutes) / o.openMinutes) : 0}
                aria-label={o.resourceName}
              />
            </Box>
          ))}
        </Panel>
        <HandOutPanel />
        <Panel title={t('overview.arrivals')}>
          {data.arrivals.length ? (
            data.arrivals.map((a) => (
              <Typography key={a.id} variant="body2">
                {/* A tap target of at least 24 px (WCAG 2.5.8), not the 17 px line of text. */}
                <Link
                  component={RouterLink}
                  to={paths.dashboard.bookings.details(a.id)}
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 28 }}
                >
                  {dates.time(a.start)} · {a.resourceName} · {a.customerName ?? t('common.guest')}
                </Link>
                {a.checkedInAt ? ' ✓' : ''}
              </Typography>
            ))
          ) : (
            <Typography variant="body2">{t('overview.noArrivals')}</Typography>
          )}
        </Panel>
        <Panel title={t('overview.revenue')}>
          <Typography variant="h4" component="p">
            {formatMoney(data.revenue.totalCents, locale)}
          </Typography>
          {data.revenue.byMethod.map((m) => (
            <Typography key={m.method} variant="body2">
              {t(`payment.${m.method}`, { defaultValue: m.method })}: {formatMoney(m.amountCents, locale)} ({m.count})
            </Typography>
          ))}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('overview.refunded', { amount: formatMoney(data.revenue.refundedCents, locale) })}
          </Typography>
        </Panel>
        <Panel title={t('overview.unpaid')}>
          {data.unpaid.length ? (
            data.unpaid.map((u, i) => (
              <Typography key={`${u.kind}-${u.bookingId ?? u.orderId ?? i}`} variant="body2">
                {t(`overview.kind.${u.kind}`)} · {u.kind === 'hold' ? u.label.split(' · ')[0] : u.label} ·{' '}
                {formatMoney(u.amountCents, locale)}
                {u.expiresAt ? ` · ${t('overview.expires', { time: dates.time(u.expiresAt) })}` : ''}
              </Typography>
            ))
          ) : (
            <Typography variant="body2">{t('overview.nothingOpen')}</Typography>
          )}
        </Panel>
        <Panel title={t('overview.sessionsAtRisk')}>
          {data.sessionsAtRisk.length ? (
            data.sessionsAtRisk.map((s) => (
              <Typography key={s.sessionId} variant="body2">
                {dates.time(s.start)} · {s.resourceName} {s.title ? `· ${s.title}` : ''} ·{' '}
                {t('overview.places', { taken: s.taken, min: s.minPlayers, capacity: s.capacity })}
              </Typography>
            ))
          ) : (
            <Typography variant="body2">{t('overview.noRisk')}</Typography>
          )}
        </Panel>
      </Box>
    </Box>
  );
}
