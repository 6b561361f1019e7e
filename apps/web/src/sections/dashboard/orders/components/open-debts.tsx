// Open debts above the order list (docs/product/payments.md#open-debts): SEPA debits that failed after
// play and chargebacks, newest first. Staff mark one settled with a note once the money came in
// another way. Nothing shows while there is none.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { api } from '../../../../lib/api-client';
import { useManagementFormat } from '../../shared/format';

interface Debt {
  id: string;
  orderId: string;
  reason: 'debit_failed' | 'chargeback';
  amountCents: number;
  customer: { name: string; email: string };
  mandateReference: string | null;
  createdAt: string;
}

export function OpenDebts() {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const client = useQueryClient();
  const user = useAuthStore((s) => s.user);
  const canSettle = hasPermission(user, 'order.write.any');
  const debts = useQuery({
    enabled: hasPermission(user, 'order.read.any'),
    queryKey: ['payment-debts', 'open'],
    queryFn: () => api.get<{ rows: Debt[]; count: number }>('/staff/payment-debts', { query: { status: 'open' } }),
  });
  const [notes, setNotes] = useState<Record<string, string>>({});
  const settle = useMutation({
    mutationFn: (debt: Debt) =>
      api.post(`/staff/payment-debts/${encodeURIComponent(debt.id)}/settle`, { note: notes[debt.id]?.trim() ?? '' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['payment-debts'] }),
  });
  if (!debts.data?.rows.length) return null;
  return (
    <Card sx={{ p: 2, mb: 2 }} data-testid="open-debts">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('debts.title')}
      </Typography>
      {settle.error ? <Alert severity="error">{settle.error.message}</Alert> : null}
      <Stack sx={{ gap: 1.5 }}>
        {debts.data.rows.map((debt) => (
          <Stack key={debt.id} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
            <Typography sx={{ flex: 1 }}>
              {t(`debts.reason.${debt.reason}`, {
                customer: `${debt.customer.name} <${debt.customer.email}>`,
                amount: format.money(debt.amountCents),
                date: format.dateTime(debt.createdAt),
              })}
              {debt.mandateReference ? ` · ${t('debts.mandate', { reference: debt.mandateReference })}` : ''}
            </Typography>
            {canSettle ? (
              <>
                <TextField
                  size="small"
                  label={t('debts.note')}
                  value={notes[debt.id] ?? ''}
                  onChange={(event) => setNotes((n) => ({ ...n, [debt.id]: event.target.value }))}
                />
                <Button
                  variant="outlined"
                  disabled={!notes[debt.id]?.trim() || settle.isPending}
                  onClick={() => settle.mutate(debt)}
                >
                  {t('debts.settle')}
                </Button>
              </>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
