// The customer's own invoices and credit notes as cards that fit a phone (number, date, total,
// status and the PDF); staff keep the data grid (invoice-list-view.tsx).
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { downloadFromApi } from '../../../../lib/download';
import { useNotify } from '../../../cart/notify';
import { useManagementFormat } from '../../shared/format';
import { QueryFeedback } from '../../shared/query-feedback';
import { StatusChip } from '../../shared/status-chip';
import { useInvoices } from '../api/invoices';

export function InvoiceCardList() {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const notify = useNotify();
  // A customer has a handful of invoices: the first hundred, newest first (the API's order).
  const { data, error, isLoading, refetch } = useInvoices({ page: 1, pageSize: 100 });
  const download = (id: string, number: string) =>
    void downloadFromApi(`/invoices/${id}/pdf`, `${number}.pdf`).catch((e: unknown) => notify.error(e));
  return (
    <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
      {data && data.rows.length === 0 ? <Alert severity="info">{t('invoices.empty')}</Alert> : null}
      <Stack component="ul" sx={{ gap: 2, listStyle: 'none', p: 0, m: 0 }} aria-label={t('invoices.title')}>
        {(data?.rows ?? []).map((invoice) => (
          <Card
            component="li"
            key={invoice.id}
            variant="outlined"
            sx={{ p: 2, minWidth: 0 }}
            data-testid="invoice-card"
            data-invoice-id={invoice.id}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              <div style={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {t(`invoices.titleOf.${invoice.kind}`, { number: invoice.number })}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('invoices.issuedOnShort', { date: format.date(invoice.issuedAt) })}
                </Typography>
              </div>
              <Typography variant="subtitle1" component="p" sx={{ whiteSpace: 'nowrap' }}>
                {format.money(invoice.totalCents)}
              </Typography>
            </Stack>
            <Stack
              direction="row"
              sx={{ mt: 1.5, gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <StatusChip status={invoice.status} />
              <Button
                size="small"
                variant="outlined"
                startIcon={<PictureAsPdfIcon />}
                onClick={() => download(invoice.id, invoice.number)}
              >
                {t('invoices.pdfOf', { number: invoice.number })}
              </Button>
            </Stack>
          </Card>
        ))}
      </Stack>
    </QueryFeedback>
  );
}
