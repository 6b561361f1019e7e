// The shop sales report's tables: top products, revenue by category and by VAT rate, gift cards sold
// (a liability, not revenue), stock alerts.
// Figures are the API's integer cents, formatted only here.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ShopSalesAnswer } from '@courtside/core/shop-sales-schemas';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { paths } from '../../../../config/paths';
import { useManagementFormat } from '../../shared/format';

interface Column {
  label: string;
  numeric?: boolean;
}

function ReportTable({
  title,
  columns,
  rows,
  empty,
  testId,
}: {
  title: string;
  columns: Column[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  testId: string;
}) {
  return (
    <Card component="section" aria-label={title} data-testid={testId}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {rows.length === 0 ? (
        <Typography sx={{ px: 3, pb: 3, color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, i) => (
                    <TableCell key={i} align={columns[i]?.numeric ? 'right' : 'left'}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}

export function SalesTables({ data }: { data: ShopSalesAnswer }) {
  const { t } = useTranslation('shop-sales');
  const { t: tShop } = useTranslation('shop');
  const format = useManagementFormat();
  const units = { label: t('columns.units'), numeric: true };
  const gross = { label: t('columns.gross'), numeric: true };
  const empty = t('empty');
  return (
    <>
      <ReportTable
        title={t('top.title')}
        testId="sales-top-products"
        columns={[{ label: t('columns.product') }, units, gross]}
        empty={empty}
        rows={data.topProducts.map((p) => ({
          key: p.productId,
          cells: [p.name, format.number(p.units), format.money(p.grossCents)],
        }))}
      />
      <ReportTable
        title={t('categories.title')}
        testId="sales-categories"
        columns={[{ label: t('columns.category') }, units, gross]}
        empty={empty}
        rows={data.byCategory.map((c) => ({
          key: c.category,
          cells: [
            tShop(`category.${c.category}`, { defaultValue: c.category }),
            format.number(c.units),
            format.money(c.grossCents),
          ],
        }))}
      />
      <ReportTable
        title={t('rates.title')}
        testId="sales-vat-rates"
        columns={[
          { label: t('columns.rate') },
          { label: t('columns.net'), numeric: true },
          { label: t('columns.vat'), numeric: true },
          gross,
        ]}
        empty={empty}
        rows={data.byVatRate.map((r) => ({
          key: String(r.vatBasisPoints),
          cells: [
            format.percent(r.vatBasisPoints / 10_000),
            format.money(r.netCents),
            format.money(r.vatCents),
            format.money(r.grossCents),
          ],
        }))}
      />
      <Card component="section" aria-label={t('giftCards.title')} data-testid="sales-gift-cards" sx={{ p: 3 }}>
        <Typography component="h2" variant="h6">
          {t('giftCards.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('giftCards.note')}
        </Typography>
        <Typography>
          {t('giftCards.value')}: <strong>{format.money(data.giftCards.grossCents)}</strong> · {t('giftCards.units')}:{' '}
          <strong>{format.number(data.giftCards.units)}</strong>
        </Typography>
      </Card>
      <ReportTable
        title={t('alerts.title')}
        testId="sales-stock-alerts"
        columns={[{ label: t('columns.product') }, { label: t('columns.available'), numeric: true }, { label: '' }]}
        empty={t('alerts.empty')}
        rows={data.stockAlerts.map((a) => ({
          key: a.variantId,
          cells: [
            <Link key="name" component={RouterLink} to={paths.dashboard.product.edit(a.productId)}>
              {a.variantName ? `${a.name} · ${a.variantName}` : a.name}
            </Link>,
            format.number(a.available),
            <Chip
              key="state"
              size="small"
              variant="outlined"
              color={a.state === 'out of stock' ? 'error' : 'warning'}
              label={a.state === 'out of stock' ? t('alerts.out') : t('alerts.low')}
            />,
          ],
        }))}
      />
    </>
  );
}
