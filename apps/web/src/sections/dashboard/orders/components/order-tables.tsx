// The parts of an order: its items, its payments and its refunds.
import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OrderDto } from '@courtside/core/checkout-schemas';
import { useManagementFormat } from '../../shared/format';
import type { RefundDto } from '../api/orders';
import { StatusChip } from '../../shared/status-chip';

export function OrderItemsTable({ order }: { order: OrderDto }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('orders.items')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.fields.court')}</TableCell>
            <TableCell>{t('orders.fields.when')}</TableCell>
            <TableCell>{t('orders.fields.type')}</TableCell>
            <TableCell align="right">{t('orders.fields.quantity')}</TableCell>
            <TableCell align="right">{t('orders.fields.discount')}</TableCell>
            <TableCell align="right">{t('orders.fields.gross')}</TableCell>
            <TableCell align="right">{t('orders.fields.refunded')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.resourceName}</TableCell>
              <TableCell>{format.range(item.start, item.end)}</TableCell>
              <TableCell>{t(`bookingTypes.${item.bookingType}`)}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{item.discountCents ? format.money(-item.discountCents) : ''}</TableCell>
              <TableCell align="right">{format.money(item.grossCents)}</TableCell>
              <TableCell align="right">{item.refundedCents ? format.money(item.refundedCents) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function PaymentsTable({ order }: { order: OrderDto }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  if (!order.payments.length) return null;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('orders.payments')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.fields.createdAt')}</TableCell>
            <TableCell>{t('orders.fields.provider')}</TableCell>
            <TableCell>{t('orders.fields.method')}</TableCell>
            <TableCell>{t('orders.fields.status')}</TableCell>
            <TableCell align="right">{t('orders.fields.amount')}</TableCell>
            <TableCell align="right">{t('orders.fields.refunded')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{format.dateTime(p.createdAt)}</TableCell>
              <TableCell>{t(`providers.${p.provider}`, { defaultValue: p.provider })}</TableCell>
              <TableCell>{p.method}</TableCell>
              <TableCell>
                <StatusChip status={p.status} /> {p.failureMessage ?? ''}
              </TableCell>
              <TableCell align="right">{format.money(p.amountCents)}</TableCell>
              <TableCell align="right">{p.refundedCents ? format.money(p.refundedCents) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function RefundsTable({ refunds }: { refunds: RefundDto[] }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('orders.refunds')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.fields.createdAt')}</TableCell>
            <TableCell>{t('orders.fields.refundKind')}</TableCell>
            <TableCell>{t('orders.fields.status')}</TableCell>
            <TableCell>{t('orders.refundReason')}</TableCell>
            <TableCell align="right">{t('orders.fields.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {refunds.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{format.dateTime(r.createdAt)}</TableCell>
              <TableCell>
                {r.kind === 'credit'
                  ? t('orders.refundCreditShort', { code: r.voucherCode ?? '' })
                  : t('orders.refundMoneyShort')}
              </TableCell>
              <TableCell>
                <StatusChip status={r.status} />
              </TableCell>
              <TableCell>{r.reason.replace(/^staff:/, '')}</TableCell>
              <TableCell align="right">{format.money(r.amountCents)}</TableCell>
            </TableRow>
          ))}
          {refunds.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                {t('orders.noRefunds')}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
