// /dashboard/banking: payments, refunds and balances by provider for a period,
// provider fees and net, pending SEPA debits, and the gift-card balance the venue still owes.
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../shared/chart-card';
import { useManagementFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { usePeriod } from '../../shared/period';
import { PeriodFilter } from '../../shared/period-filter';
import { QueryFeedback } from '../../shared/query-feedback';
import { useBankingSummary } from '../api/banking';
import { PaymentsGrid, RefundsGrid } from '../components/money-grids';
import { ProviderTable } from '../components/provider-table';

const LazyProviderChart = lazy(() => import('../components/provider-chart'));

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card sx={{ p: 2.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Card>
  );
}

export function BankingView() {
  const { t } = useTranslation('management');
  const { t: tp } = useTranslation('passes');
  const format = useManagementFormat();
  const [period, setPeriod] = usePeriod();
  const [provider, setProvider] = useState('');
  const money = { from: period.from, to: period.to };
  const { data, error, isLoading } = useBankingSummary(money);
  const labels = { paid: t('banking.paid'), refunded: t('banking.refunded'), balance: t('banking.balance') };
  return (
    <>
      <PageHeader title={t('banking.title')} subtitle={t('banking.subtitle')} />
      <PeriodFilter period={period} onChange={setPeriod}>
        <TextField
          select
          size="small"
          label={t('orders.fields.provider')}
          value={provider}
          onChange={(e) => setProvider(e.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {(data?.rows ?? []).map((r) => (
            <MenuItem key={r.provider} value={r.provider}>
              {t(`providers.${r.provider}`, { defaultValue: r.provider })}
            </MenuItem>
          ))}
        </TextField>
      </PeriodFilter>
      <QueryFeedback isLoading={isLoading} error={error}>
        {data ? (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
              <Figure label={t('banking.paid')} value={format.money(data.totals.paidCents)} testId="banking-paid" />
              <Figure
                label={t('banking.refunded')}
                value={format.money(data.totals.refundedCents)}
                testId="banking-refunded"
              />
              <Figure
                label={t('banking.balance')}
                value={format.money(data.totals.balanceCents)}
                testId="banking-balance"
              />
              <Figure
                label={t('banking.pending')}
                value={format.money(data.totals.pendingCents)}
                testId="banking-pending"
              />
              <Figure
                label={t('banking.debitPending')}
                value={format.money(data.totals.debitPendingCents)}
                testId="banking-debit-pending"
              />
              <Figure label={t('banking.fees')} value={format.money(data.totals.feeCents)} testId="banking-fees" />
              <Figure label={t('banking.net')} value={format.money(data.totals.netCents)} testId="banking-net" />
              <Figure
                label={t('banking.vouchers', { count: data.vouchers.active })}
                value={format.money(data.vouchers.outstandingCents)}
                testId="banking-vouchers"
              />
              <Figure
                label={tp('banking', { count: data.passes.active, units: data.passes.unitsRemaining })}
                value={format.money(data.passes.outstandingCents)}
                testId="banking-passes"
              />
            </Box>
            <Card>
              <CardHeader
                title={t('banking.byProvider')}
                subheader={`${t('banking.byProviderHint')} ${t('banking.feesHint')}`}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
              />
              <CardContent>
                <ProviderTable data={data} />
              </CardContent>
            </Card>
            {data.rows.length ? (
              <ChartCard title={t('banking.chart')} height={260}>
                <LazyProviderChart
                  data={data}
                  providerLabel={(p) => t(`providers.${p}`, { defaultValue: p })}
                  money={format.money}
                  labels={labels}
                />
              </ChartCard>
            ) : null}
            <PaymentsGrid period={money} provider={provider || undefined} />
            <RefundsGrid period={money} provider={provider || undefined} />
          </Box>
        ) : null}
      </QueryFeedback>
    </>
  );
}
