// The banking screen's table by provider: paid, pending (with the SEPA debits on their way from the
// bank as their own figure), failed, refunded, balance, the provider's fees as it reported them and
// the net (docs/product/payments.md#provider-fees). A provider that reported no fee shows "—".
import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { BankingSummary } from '@courtside/core/analytics-schemas';
import { useManagementFormat } from '../../shared/format';

export function ProviderTable({ data }: { data: BankingSummary }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const columns = ['count', 'paid', 'pending', 'debitPending', 'failed', 'refunded', 'balance', 'fees', 'net'];
  return (
    <TableContainer>
      <Table size="small" aria-label={t('banking.byProvider')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.fields.provider')}</TableCell>
            {columns.map((c) => (
              <TableCell key={c} align="right">
                {t(`banking.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((r) => (
            <TableRow key={r.provider} data-testid={`banking-row-${r.provider}`}>
              <TableCell>{t(`providers.${r.provider}`, { defaultValue: r.provider })}</TableCell>
              <TableCell align="right">{r.payments}</TableCell>
              <TableCell align="right">{format.money(r.paidCents)}</TableCell>
              <TableCell align="right">{format.money(r.pendingCents)}</TableCell>
              <TableCell align="right" data-testid={`banking-debits-${r.provider}`}>
                {format.money(r.debitPendingCents)}
              </TableCell>
              <TableCell align="right">{r.failedPayments}</TableCell>
              <TableCell align="right">{format.money(r.refundedCents)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {format.money(r.balanceCents)}
              </TableCell>
              <TableCell align="right" data-testid={`banking-fees-${r.provider}`}>
                {r.feeCents === null ? (
                  <Tooltip title={t('banking.feeUnknown')}>
                    <span aria-label={t('banking.feeUnknown')}>—</span>
                  </Tooltip>
                ) : (
                  format.money(r.feeCents)
                )}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }} data-testid={`banking-net-${r.provider}`}>
                {format.money(r.netCents)}
              </TableCell>
            </TableRow>
          ))}
          {data.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary' }}>
                {t('banking.none')}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
