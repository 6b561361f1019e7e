// /dashboard/invoice/:id: an invoice or credit note with its lines and PDF, and its
// next step: a draft is edited, issued or deleted; a pending invoice marked paid; a manual invoice
// credited.
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { paths } from '../../../../config/paths';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { HistoryList } from '../../shared/record-history';
import { StatusChip } from '../../shared/status-chip';
import { openInvoicePdf } from '../api/invoice-pdf';
import { invoiceDisplayNumber, useInvoice, useInvoiceAction } from '../api/invoices';
import type { InvoiceDto } from '../api/invoices';
import { CreditNoteDialog } from '../components/credit-note-dialog';
import { InvoiceLines } from '../components/invoice-lines';

function Party({ title, party }: { title: string; party: Record<string, string | undefined> }) {
  return (
    <Box>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {[
        party.name,
        party.street,
        [party.postalCode, party.city].filter(Boolean).join(' '),
        party.country,
        party.email,
        party.vatId,
      ]
        .filter(Boolean)
        .map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
    </Box>
  );
}

function InvoiceDetails({ invoice }: { invoice: InvoiceDto }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const action = useInvoiceAction(invoice.id);
  const [confirm, setConfirm] = useState<'issue' | 'delete' | 'markPaid' | null>(null);
  const [isCrediting, setCrediting] = useState(false);
  const [pdfError, setPdfError] = useState<unknown>(null);
  const canWrite = hasPermission(user, 'invoice.write');
  const isManual = !invoice.orderId && invoice.kind === 'invoice';
  const open = invoice.totalCents - invoice.refundedCents;
  const canCredit =
    hasPermission(user, 'invoice.refund') &&
    isManual &&
    (invoice.status === 'pending' || invoice.status === 'paid') &&
    open > 0;
  const isStaff = hasPermission(user, 'invoice.read.any');
  const title =
    invoice.status === 'draft'
      ? invoiceDisplayNumber(invoice, t)
      : t(`invoices.titleOf.${invoice.kind}`, { number: invoice.number });

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <StatusChip status={invoice.status} />
            <span>
              {t(invoice.status === 'draft' ? 'invoices.createdOn' : 'invoices.issuedOn', {
                date: format.date(invoice.issuedAt),
              })}
            </span>
          </Stack>
        }
        actions={
          <>
            <Button component={RouterLink} to={paths.dashboard.invoice.root}>
              {t('actions.back')}
            </Button>
            <Button variant="outlined" onClick={() => openInvoicePdf(invoice.id, invoice.number).catch(setPdfError)}>
              {t('invoices.pdf')}
            </Button>
            {canWrite && invoice.status === 'draft' ? (
              <>
                <Button component={RouterLink} to={paths.dashboard.invoice.edit(invoice.id)}>
                  {t('actions.edit')}
                </Button>
                <Button color="error" onClick={() => setConfirm('delete')}>
                  {t('actions.delete')}
                </Button>
                <Button variant="contained" onClick={() => setConfirm('issue')}>
                  {t('invoices.issue')}
                </Button>
              </>
            ) : null}
            {canWrite && invoice.status === 'pending' && invoice.kind === 'invoice' ? (
              <Button variant="contained" onClick={() => setConfirm('markPaid')}>
                {t('invoices.markPaid')}
              </Button>
            ) : null}
            {canCredit ? (
              <Button variant="outlined" color="error" onClick={() => setCrediting(true)}>
                {t('invoices.credit')}
              </Button>
            ) : null}
          </>
        }
      />
      {pdfError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setPdfError(null)}>
          {managementError(pdfError, t)}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
              <Party title={t('invoices.seller')} party={invoice.seller} />
              <Party title={t('invoices.buyer')} party={invoice.buyer} />
            </Box>
            <InvoiceLines invoice={invoice} />
            {invoice.refundedCents > 0 ? (
              <Typography sx={{ mt: 2 }}>
                {t('invoices.credited', { amount: format.money(invoice.refundedCents) })}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
        <Stack spacing={3}>
          <Card>
            <CardHeader title={t('invoices.facts')} />
            <CardContent>
              <Typography>
                {t('invoices.paymentMethod', {
                  method: invoice.paymentMethod
                    ? t(`paymentMethods.${invoice.paymentMethod}`, { defaultValue: invoice.paymentMethod })
                    : '–',
                })}
              </Typography>
              {invoice.paidAt ? (
                <Typography>{t('invoices.paidOn', { date: format.date(invoice.paidAt) })}</Typography>
              ) : null}
              {invoice.orderId && isStaff ? (
                <Link component={RouterLink} to={paths.dashboard.order.details(invoice.orderId)}>
                  {t('invoices.toOrder')}
                </Link>
              ) : null}
              {invoice.creditedInvoiceId ? (
                <Link
                  component={RouterLink}
                  to={paths.dashboard.invoice.details(invoice.creditedInvoiceId)}
                  sx={{ display: 'block' }}
                >
                  {t('invoices.toCredited')}
                </Link>
              ) : null}
            </CardContent>
          </Card>
          {isStaff ? (
            <Card>
              <CardHeader title={t('history.title')} />
              <CardContent>
                <HistoryList entity="invoice" id={invoice.id} />
              </CardContent>
            </Card>
          ) : null}
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`invoices.confirm.${confirm}.title`) : ''}
        text={confirm ? t(`invoices.confirm.${confirm}.text`) : ''}
        confirmLabel={confirm ? t(`invoices.confirm.${confirm}.button`) : ''}
        isDanger={confirm === 'delete'}
        isPending={action.isPending}
        error={action.error ? managementError(action.error, t) : null}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          confirm &&
          action.mutate(
            { action: confirm },
            {
              onSuccess: () =>
                confirm === 'delete' ? navigate(paths.dashboard.invoice.root, { replace: true }) : setConfirm(null),
            },
          )
        }
      />
      {isCrediting ? (
        <CreditNoteDialog invoiceId={invoice.id} openCents={open} onClose={() => setCrediting(false)} />
      ) : null}
    </>
  );
}

export function InvoiceDetailsView() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useInvoice(id);
  return (
    <QueryFeedback isLoading={isLoading} error={error}>
      {data ? <InvoiceDetails invoice={data} /> : null}
    </QueryFeedback>
  );
}
