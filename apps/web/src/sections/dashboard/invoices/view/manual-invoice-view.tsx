// /dashboard/invoice/new and /dashboard/invoice/:id/edit: a manual invoice (draft) with a buyer,
// an optional customer account, the payment method and free lines.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuthUser } from '@courtside/core/auth-schemas';
import { manualInvoiceBodySchema, manualPaymentMethods } from '@courtside/core/manual-invoice';
import type { ManualInvoiceBody, ManualInvoiceLine } from '@courtside/core/manual-invoice';
import { paths } from '../../../../config/paths';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { useManualInvoice, useSaveManualInvoice } from '../api/invoices';
import type { ManualInvoiceDto } from '../api/invoices';
import { CustomerPicker } from '../components/customer-picker';
import { ManualLinesEditor } from '../components/manual-lines-editor';

type Buyer = ManualInvoiceBody['buyer'];
const buyerFields = ['name', 'email', 'street', 'postalCode', 'city', 'country', 'vatId'] as const;

function ManualInvoiceForm({ invoice }: { invoice?: ManualInvoiceDto }) {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const save = useSaveManualInvoice();
  const [buyer, setBuyer] = useState<Buyer>(invoice?.buyer ?? { name: '', country: 'DE' });
  const [customer, setCustomer] = useState<AuthUser | null>(null);
  const [userId, setUserId] = useState<string | null>(invoice?.userId ?? null);
  const [paymentMethod, setPaymentMethod] = useState<string>(invoice?.paymentMethod ?? 'bank_transfer');
  const [lines, setLines] = useState<ManualInvoiceLine[]>(
    invoice?.lines ?? [{ description: '', quantity: 1, unitPriceCents: 0, vatPercent: 19 }],
  );
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const parsed = manualInvoiceBodySchema.safeParse({ buyer, userId, paymentMethod, lines });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem(t('invoices.formProblem', { field: issue.path.join('.') }));
      return;
    }
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ id: invoice?.id, body: parsed.data });
      navigate(paths.dashboard.invoice.details(saved.id), { replace: true });
    } catch {
      // Shown below.
    }
  };

  return (
    <Card>
      <CardContent
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {problem || save.error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem ?? managementError(save.error, t)}
          </Alert>
        ) : null}
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('invoices.buyer')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <CustomerPicker
              value={customer}
              onChange={(user) => {
                setCustomer(user);
                setUserId(user?.id ?? null);
                if (user) setBuyer((b) => ({ ...b, name: b.name || user.name, email: user.email }));
              }}
            />
            {userId && !customer ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('invoices.linkedAccount')}
              </Typography>
            ) : null}
          </Box>
          {buyerFields.map((field) => (
            <TextField
              key={field}
              label={t(`invoices.buyerFields.${field}`)}
              value={buyer[field] ?? ''}
              required={field === 'name'}
              onChange={(e) => setBuyer((b) => ({ ...b, [field]: e.target.value }))}
            />
          ))}
          <TextField
            select
            label={t('invoices.fields.paymentMethod')}
            value={paymentMethod}
            onChange={(e) => setPaymentMethod(e.target.value)}
          >
            {manualPaymentMethods.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`paymentMethods.${m}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('invoices.lines')}
        </Typography>
        <ManualLinesEditor value={lines} onChange={setLines} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button
            onClick={() =>
              navigate(invoice ? paths.dashboard.invoice.details(invoice.id) : paths.dashboard.invoice.root)
            }
          >
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('invoices.saveDraft')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function ManualInvoiceNewView() {
  const { t } = useTranslation('management');
  return (
    <>
      <PageHeader title={t('invoices.new')} subtitle={t('invoices.newHint')} />
      <ManualInvoiceForm />
    </>
  );
}

export function ManualInvoiceEditView() {
  const { t } = useTranslation('management');
  const { id = '' } = useParams();
  const { data, error, isLoading } = useManualInvoice(id);
  return (
    <>
      <PageHeader title={t('invoices.editTitle', { number: data?.number ?? '' })} />
      <QueryFeedback isLoading={isLoading} error={error}>
        {data && data.status !== 'draft' ? <Alert severity="info">{t('errors.not_draft')}</Alert> : null}
        {data && data.status === 'draft' ? <ManualInvoiceForm invoice={data} /> : null}
      </QueryFeedback>
    </>
  );
}
