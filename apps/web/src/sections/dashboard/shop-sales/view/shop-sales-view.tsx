// /dashboard/ecommerce: what the shop sold in a period (docs/product/shop.md#shop-sales) — revenue and
// units over time, the top products, categories, VAT rates and the stock that needs reordering.
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { salesGranularities } from '@courtside/core/shop-sales-schemas';
import type { SalesGranularity } from '@courtside/core/shop-sales-schemas';
import { ChartCard } from '../../shared/chart-card';
import { useManagementFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { usePeriod } from '../../shared/period';
import { PeriodFilter } from '../../shared/period-filter';
import { QueryFeedback } from '../../shared/query-feedback';
import { useShopSales } from '../api/shop-sales';
import { SalesTables } from '../components/sales-tables';
import { FulfilmentPanel } from '../../products/components/fulfilment-panel';

// The chart library is loaded only with the chart.
const SalesChart = lazy(() => import('../components/sales-chart'));

function Kpi({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <Card sx={{ p: 2.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p" data-testid={testId}>
        {value ?? <Skeleton width={80} />}
      </Typography>
    </Card>
  );
}

export function ShopSalesView() {
  const { t } = useTranslation('shop-sales');
  const format = useManagementFormat();
  const [period, setPeriod] = usePeriod();
  const [granularity, setGranularity] = useState<SalesGranularity>('day');
  const { data, error, isLoading } = useShopSales(period, granularity);
  const bucketLabel = (start: string) =>
    granularity === 'day' ? format.localDate(start) : t(`bucket.${granularity}`, { date: format.localDate(start) });
  const totals = data?.totals;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <PeriodFilter period={period} onChange={setPeriod} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, mb: 3 }}>
        <Kpi label={t('kpi.gross')} value={totals && format.money(totals.grossCents)} testId="sales-gross" />
        <Kpi label={t('kpi.net')} value={totals && format.money(totals.netCents)} testId="sales-net" />
        <Kpi label={t('kpi.vat')} value={totals && format.money(totals.vatCents)} testId="sales-vat" />
        <Kpi label={t('kpi.units')} value={totals && format.number(totals.units)} testId="sales-units" />
        <Kpi label={t('kpi.orders')} value={totals && format.number(totals.orders)} testId="sales-orders" />
      </Box>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ChartCard
            title={t('chart.title')}
            action={
              <ToggleButtonGroup
                size="small"
                exclusive
                value={granularity}
                onChange={(_e, v: SalesGranularity | null) => v && setGranularity(v)}
                aria-label={t('granularity')}
              >
                {salesGranularities.map((g) => (
                  <ToggleButton key={g} value={g}>
                    {t(`granularities.${g}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            }
            table={
              data
                ? {
                    columns: [t('columns.period'), t('columns.gross'), t('columns.units')],
                    rows: data.series.map((r) => [bucketLabel(r.start), format.money(r.grossCents), r.units]),
                  }
                : undefined
            }
          >
            <QueryFeedback isLoading={isLoading} error={error}>
              {data ? (
                <SalesChart
                  data={data}
                  label={bucketLabel}
                  money={format.money}
                  names={{ grossCents: t('columns.gross'), units: t('columns.units') }}
                />
              ) : null}
            </QueryFeedback>
          </ChartCard>
        </Box>
        {data ? <SalesTables data={data} /> : null}
        {/* The open pick-ups and deliveries, as on the product screen where the desk works them. */}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FulfilmentPanel />
        </Box>
      </Box>
    </>
  );
}
