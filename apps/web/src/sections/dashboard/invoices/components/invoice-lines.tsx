import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useManagementFormat } from '../../shared/format';
import type { InvoiceDto } from '../api/invoices';

/** The lines of an invoice with net, VAT and gross, and the document totals. */
export function InvoiceLines({ invoice }: { invoice: Pick<InvoiceDto, 'lines' | 'totals'> }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('invoices.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.fields.description')}</TableCell>
            <TableCell align="right">{t('invoices.fields.quantity')}</TableCell>
            <TableCell align="right">{t('invoices.fields.net')}</TableCell>
            <TableCell align="right">{t('invoices.fields.vat')}</TableCell>
            <TableCell align="right">{t('invoices.fields.gross')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{format.money(line.netCents)}</TableCell>
              <TableCell align="right">
                {format.money(line.vatCents)} ({line.vatPercent} %)
              </TableCell>
              <TableCell align="right">{format.money(line.grossCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
              {t('invoices.fields.total')}
            </TableCell>
            <TableCell align="right">{format.money(invoice.totals.netCents)}</TableCell>
            <TableCell align="right">{format.money(invoice.totals.vatCents)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {format.money(invoice.totals.grossCents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
