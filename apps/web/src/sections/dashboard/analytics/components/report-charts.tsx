// The three trend charts of the analytics screen, each with its own query, placeholder and table.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { bookingTypes } from '@courtside/core/enums';
import { ChartCard } from '../../shared/chart-card';
import { useManagementFormat } from '../../shared/format';
import { QueryFeedback } from '../../shared/query-feedback';
import { useCancellations, useRevenue, useUtilisation } from '../api/analytics';
import type { Period } from '../api/analytics';
import { LazyCancellationsChart, LazyRevenueChart, LazyUtilisationChart } from './lazy-charts';

export function RevenueCard({ period }: { period: Period }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const { data, error, isLoading } = useRevenue(period);
  const weekLabel = (week: string) => t('analytics.weekOf', { date: format.localDate(week) });
  return (
    <ChartCard
      title={t('analytics.revenue.title')}
      subheader={
        data
          ? t('analytics.revenue.total', { amount: format.money(data.totals.cents), count: data.totals.bookings })
          : undefined
      }
      table={
        data
          ? {
              columns: [t('analytics.week'), ...bookingTypes.map((b) => t(`bookingTypes.${b}`))],
              rows: [...new Set(data.rows.map((r) => r.week))].map((w) => [
                weekLabel(w),
                ...bookingTypes.map((b) =>
                  format.money(data.rows.find((r) => r.week === w && r.type === b)?.cents ?? 0),
                ),
              ]),
            }
          : undefined
      }
    >
      <QueryFeedback isLoading={isLoading} error={error}>
        {data ? (
          <LazyRevenueChart
            data={data}
            typeLabel={(type) => t(`bookingTypes.${type}`)}
            weekLabel={(w) => format.localDate(w)}
            money={format.money}
          />
        ) : null}
      </QueryFeedback>
    </ChartCard>
  );
}

export function UtilisationCard({ period }: { period: Period }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const [granularity, setGranularity] = useState<'day' | 'week'>('day');
  const { data, error, isLoading } = useUtilisation(period, granularity);
  return (
    <ChartCard
      title={t('analytics.utilisation.title')}
      subheader={t('analytics.utilisation.hint')}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={granularity}
          onChange={(_e, v: 'day' | 'week' | null) => v && setGranularity(v)}
          aria-label={t('analytics.utilisation.granularity')}
        >
          <ToggleButton value="day">{t('analytics.utilisation.day')}</ToggleButton>
          <ToggleButton value="week">{t('analytics.utilisation.week')}</ToggleButton>
        </ToggleButtonGroup>
      }
      table={
        data
          ? {
              columns: [t('analytics.period'), t('analytics.utilisation.rate')],
              rows: data.rows.map((r) => [format.localDate(r.period), format.percent(r.rate)]),
            }
          : undefined
      }
    >
      <QueryFeedback isLoading={isLoading} error={error}>
        {data ? (
          <LazyUtilisationChart
            data={data}
            dateLabel={(d) => format.localDate(d)}
            percent={format.percent}
            seriesLabel={t('analytics.utilisation.rate')}
          />
        ) : null}
      </QueryFeedback>
    </ChartCard>
  );
}

export function CancellationsCard({ period }: { period: Period }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const { data, error, isLoading } = useCancellations(period);
  const labels = {
    kept: t('analytics.cancellations.kept'),
    cancelled: t('analytics.cancellations.cancelled'),
    noShows: t('analytics.cancellations.noShows'),
  };
  return (
    <ChartCard
      title={t('analytics.cancellations.title')}
      subheader={
        data
          ? t('analytics.cancellations.rates', {
              cancelled: format.percent(data.totals.cancellationRate),
              noShows: format.percent(data.totals.noShowRate),
            })
          : undefined
      }
      table={
        data
          ? {
              columns: [t('analytics.week'), labels.kept, labels.cancelled, labels.noShows],
              rows: data.rows.map((r) => [
                format.localDate(r.week),
                r.bookings - r.cancelled - r.noShows,
                r.cancelled,
                r.noShows,
              ]),
            }
          : undefined
      }
    >
      <QueryFeedback isLoading={isLoading} error={error}>
        {data ? <LazyCancellationsChart data={data} weekLabel={(w) => format.localDate(w)} labels={labels} /> : null}
      </QueryFeedback>
    </ChartCard>
  );
}
