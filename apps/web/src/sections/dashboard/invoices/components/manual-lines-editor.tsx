// The lines of a manual invoice: description, quantity, VAT-inclusive unit price and VAT rate, with
// the totals computed as the server will (document-level VAT per rate).
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { computeManualInvoice } from '@courtside/core/manual-invoice';
import type { ManualInvoiceLine } from '@courtside/core/manual-invoice';
import { useManagementFormat } from '../../shared/format';
import { MoneyField } from '../../shared/money-field';

const vatRates = [19, 7, 0];

export function ManualLinesEditor({
  value,
  onChange,
}: {
  value: ManualInvoiceLine[];
  onChange: (lines: ManualInvoiceLine[]) => void;
}) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const set = (i: number, patch: Partial<ManualInvoiceLine>) =>
    onChange(value.map((l, n) => (n === i ? { ...l, ...patch } : l)));
  const valid = value.filter((l) => l.description.trim() && l.quantity >= 1);
  const { totals } = computeManualInvoice(valid);
  return (
    <Box role="group" aria-label={t('invoices.lines')}>
      <Stack spacing={2}>
        {value.map((line, i) => (
          <Box
            key={i}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 1fr 1.4fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <TextField
              label={t('invoices.fields.description')}
              value={line.description}
              onChange={(e) => set(i, { description: e.target.value })}
              required
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            />
            <TextField
              label={t('invoices.fields.quantity')}
              value={String(line.quantity)}
              onChange={(e) => set(i, { quantity: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <MoneyField
              label={t('invoices.fields.unitPrice')}
              value={line.unitPriceCents}
              onChange={(c) => set(i, { unitPriceCents: c ?? 0 })}
            />
            <TextField
              select
              label={t('invoices.fields.vatRate')}
              value={line.vatPercent}
              onChange={(e) => set(i, { vatPercent: Number(e.target.value) })}
            >
              {vatRates.map((r) => (
                <MenuItem key={r} value={r}>
                  {r} %
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={t('invoices.removeLine', { n: i + 1 })}
              disabled={value.length === 1}
              onClick={() => onChange(value.filter((_, n) => n !== i))}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() => onChange([...value, { description: '', quantity: 1, unitPriceCents: 0, vatPercent: 19 }])}
      >
        {t('invoices.addLine')}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'right' }} aria-live="polite">
        <Typography sx={{ color: 'text.secondary' }}>
          {t('invoices.fields.net')}: {format.money(totals.netCents)} · {t('invoices.fields.vat')}:{' '}
          {format.money(totals.vatCents)}
        </Typography>
        <Typography variant="h6" component="p" data-testid="manual-invoice-total">
          {t('invoices.fields.total')}: {format.money(totals.grossCents)}
        </Typography>
      </Box>
    </Box>
  );
}
