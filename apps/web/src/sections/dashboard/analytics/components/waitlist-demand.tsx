// Waitlist demand (docs/product/waitlist-courses.md#demand): how many people queued for a court
// window per local weekday × hour (all courts together) and per court or category, and how many
// of them were served — "what the venue would sell with one more court". Real tables, so screen
// readers read weekday, hour and value.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { WaitlistDemandAnswer } from '@courtside/core/analytics-schemas';
import { QueryFeedback } from '../../shared/query-feedback';
import { useManagementFormat } from '../../shared/format';
import { useWaitlistDemand } from '../api/analytics';
import type { Period } from '../api/analytics';
import { cellColour, textOn } from './occupancy-heatmap';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export function DemandTables({ data }: { data: WaitlistDemandAnswer }) {
  // The court categories' names are the booking page's (public, every language).
  const { t } = useTranslation(['management', 'booking']);
  const format = useManagementFormat();
  const theme = useTheme();
  if (!data.rows.length) return <Typography sx={{ color: 'text.secondary' }}>{t('analytics.demand.none')}</Typography>;
  const weekday = (d: number) =>
    new Intl.DateTimeFormat(format.locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, d)),
    );
  const hours = [...new Set(data.rows.map((r) => r.hour))].sort((a, b) => a - b);
  const cell = new Map<string, { queued: number; served: number }>();
  const byWhat = new Map<string, { label: string; queued: number; served: number }>();
  for (const r of data.rows) {
    const key = `${r.weekday}|${r.hour}`;
    const c = cell.get(key) ?? { queued: 0, served: 0 };
    cell.set(key, { queued: c.queued + r.queued, served: c.served + r.served });
    const label =
      r.resourceName ??
      (r.category ? t(`booking:category.${r.category}`, { defaultValue: r.category }) : t('analytics.demand.anyCourt'));
    const w = byWhat.get(label) ?? { label, queued: 0, served: 0 };
    byWhat.set(label, { label, queued: w.queued + r.queued, served: w.served + r.served });
  }
  const most = Math.max(1, ...[...cell.values()].map((c) => c.queued));
  const fill = (n: number) =>
    cellColour(theme.palette.warning.main, theme.palette.background.paper, 0.08 + (n / most) * 0.82);
  return (
    <>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('analytics.demand.title')}>
        <Box
          component="table"
          sx={{ borderCollapse: 'separate', borderSpacing: 2, fontSize: 12, minWidth: '100%' }}
          data-testid="waitlist-demand"
        >
          <caption
            style={{ captionSide: 'bottom', textAlign: 'left', paddingTop: 8, color: theme.palette.text.secondary }}
          >
            {t('analytics.demand.caption')}
          </caption>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ textAlign: 'left', pr: 1 }}>
                {t('analytics.demand.weekday')}
              </Box>
              {hours.map((h) => (
                <Box component="th" scope="col" key={h} sx={{ fontWeight: 500, color: 'text.secondary', minWidth: 34 }}>
                  {String(h).padStart(2, '0')}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((d) => (
              <tr key={d}>
                <Box component="th" scope="row" sx={{ textAlign: 'left', pr: 1, fontWeight: 500 }}>
                  {weekday(d)}
                </Box>
                {hours.map((h) => {
                  const c = cell.get(`${d}|${h}`);
                  const text = c ? t('analytics.demand.cell', { queued: c.queued, served: c.served }) : '';
                  return (
                    <Box
                      component="td"
                      key={h}
                      title={text}
                      sx={{
                        textAlign: 'center',
                        height: 28,
                        borderRadius: 0.5,
                        bgcolor: c ? fill(c.queued) : 'action.hover',
                        color: c ? textOn(fill(c.queued)) : 'text.primary',
                      }}
                    >
                      {c ? c.queued : ''}
                      {c ? <Box component="span" sx={hidden}>{` ${text}`}</Box> : null}
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box component="table" sx={{ mt: 2, fontSize: 14, borderSpacing: '16px 4px', ml: -2 }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{t('analytics.demand.byCourt')}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>
              {t('analytics.demand.court')}
            </th>
            <th scope="col">{t('analytics.demand.queued')}</th>
            <th scope="col">{t('analytics.demand.served')}</th>
          </tr>
        </thead>
        <tbody>
          {[...byWhat.values()]
            .sort((a, b) => b.queued - a.queued)
            .map((w) => (
              <tr key={w.label}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
                  {w.label}
                </th>
                <td style={{ textAlign: 'right' }}>{format.number(w.queued)}</td>
                <td style={{ textAlign: 'right' }}>{format.number(w.served)}</td>
              </tr>
            ))}
        </tbody>
      </Box>
    </>
  );
}

export function WaitlistDemand({ period }: { period: Period }) {
  const { t } = useTranslation('management');
  const { data, error, isLoading } = useWaitlistDemand(period);
  return (
    <Card component="section" aria-labelledby="demand-title">
      <CardHeader
        title={<span id="demand-title">{t('analytics.demand.title')}</span>}
        subheader={
          data
            ? t('analytics.demand.summary', {
                queued: data.totals.queued,
                offered: data.totals.offered,
                served: data.totals.served,
              })
            : t('analytics.demand.hint')
        }
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <QueryFeedback isLoading={isLoading} error={error}>
          {data ? <DemandTables data={data} /> : null}
        </QueryFeedback>
      </CardContent>
    </Card>
  );
}
