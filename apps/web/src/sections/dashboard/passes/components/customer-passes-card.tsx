// The customer's staff page: their passes with balance and history, and the desk sale.
import { useState } from 'react';
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
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { useFormatters } from '../../../cart/format';
import { PassCard } from '../../../passes/components/pass-card';
import { managementError } from '../../shared/management-error';
import { useCustomerPasses, usePassTypes, useSellPass } from '../api/pass-types';

const tenders = ['cash', 'card_terminal', 'bank_transfer'] as const;

export function CustomerPassesCard({ userId }: { userId: string }) {
  const { t } = useTranslation('passes');
  const f = useFormatters();
  const user = useAuthStore((s) => s.user);
  const canRead = hasPermission(user, 'pass.read');
  const canSell = hasPermission(user, 'order.write.any');
  const passes = useCustomerPasses(userId, canRead);
  const types = usePassTypes();
  const sell = useSellPass(userId);
  const [typeId, setTypeId] = useState('');
  const [tender, setTender] = useState<(typeof tenders)[number]>('cash');
  if (!canRead) return null;
  const onSale = (types.data ?? []).filter((x) => x.active);
  return (
    <Card data-testid="customer-passes">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('staff.title')}
        </Typography>
        {passes.data?.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('staff.empty')}
          </Typography>
        ) : null}
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {passes.data?.map((p) => (
            <PassCard key={p.id} pass={p} />
          ))}
        </Box>
        {canSell && onSale.length ? (
          <Stack sx={{ gap: 1.5, mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {t('staff.sell')}
            </Typography>
            <TextField
              select
              size="small"
              label={t('staff.type')}
              value={typeId}
              onChange={(e) => setTypeId(e.target.value)}
            >
              {onSale.map((x) => (
                <MenuItem key={x.id} value={x.id}>
                  {x.displayName} · {f.money(x.priceCents)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('staff.tender')}
              value={tender}
              onChange={(e) => setTender(e.target.value as (typeof tenders)[number])}
            >
              {tenders.map((x) => (
                <MenuItem key={x} value={x}>
                  {t(`staff.tenders.${x}`)}
                </MenuItem>
              ))}
            </TextField>
            {sell.error ? <Alert severity="error">{managementError(sell.error, t)}</Alert> : null}
            {sell.isSuccess ? <Alert severity="success">{t('staff.sold')}</Alert> : null}
            <Button
              variant="contained"
              disabled={!typeId || sell.isPending}
              onClick={() => sell.mutate({ passTypeId: typeId, provider: tender })}
            >
              {t('staff.confirm')}
            </Button>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
