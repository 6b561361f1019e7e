// The desk's list of paid orders to hand out or ship (docs/product/shop.md#pick-up-or-delivery): the
// customer's name, the order code they show, the products and the address of a delivery; one button
// marks the order picked up or shipped (staff with order.write.any). "Done" lists the last ones.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { FulfilmentRow } from '@courtside/core/fulfilment';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { useCompleteFulfilment, useFulfilments } from '../api/fulfilments-api';

function Row({ row, canWrite }: { row: FulfilmentRow; canWrite: boolean }) {
  const { t } = useTranslation('shop-staff');
  const { t: tm } = useTranslation('management');
  const format = useManagementFormat();
  const complete = useCompleteFulfilment();
  const a = row.address;
  const ready = row.state === 'ready_for_pickup' || row.state === 'to_ship';
  return (
    <Box
      component="li"
      sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      data-testid="fulfilment-row"
      data-code={row.code}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.code}
            </Typography>
            <Typography variant="body2">{row.customerName}</Typography>
            <Chip size="small" variant="outlined" label={t(`fulfilment.state.${row.state}`)} />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {row.lines.map((l) => `${l.quantity} × ${l.name}${l.variantName ? ` (${l.variantName})` : ''}`).join(', ')}
          </Typography>
          {a ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('fulfilment.shipTo', { address: `${a.name}, ${a.street}, ${a.postalCode} ${a.city}, ${a.country}` })}
            </Typography>
          ) : null}
          {row.doneAt ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {format.dateTime(row.doneAt)}
            </Typography>
          ) : null}
        </Box>
        {canWrite && ready ? (
          <Button
            variant="contained"
            size="small"
            disabled={complete.isPending}
            onClick={() => complete.mutate({ orderId: row.orderId, method: row.method })}
            data-testid="fulfilment-complete"
          >
            {row.method === 'pickup' ? t('fulfilment.markPickedUp') : t('fulfilment.markShipped')}
          </Button>
        ) : null}
      </Stack>
      {complete.error ? (
        <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
          {managementError(complete.error, tm)}
        </Typography>
      ) : null}
    </Box>
  );
}

export function FulfilmentPanel() {
  const { t } = useTranslation('shop-staff');
  const user = useAuthStore((s) => s.user);
  const [state, setState] = useState<'open' | 'done'>('open');
  const list = useFulfilments(state);
  if (!hasPermission(user, 'order.read.any')) return null;
  const rows = list.data?.rows ?? [];
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="fulfilment-panel">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('fulfilment.title')}
        </Typography>
        <Tabs value={state} onChange={(_e, v: 'open' | 'done') => setState(v)} sx={{ mb: 1 }}>
          <Tab value="open" label={t('fulfilment.open')} />
          <Tab value="done" label={t('fulfilment.done')} />
        </Tabs>
        {rows.length ? (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {rows.map((r) => (
              <Row key={r.orderId} row={r} canWrite={hasPermission(user, 'order.write.any')} />
            ))}
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {list.isLoading ? '…' : t('fulfilment.empty')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
