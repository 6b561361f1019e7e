// Checkout: pay the cart's eligible bookings with punches of one of the customer's passes.
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import { useNotify } from '../../cart/notify';
import { useAttachPass, useCartPasses, useDetachPass, useMyPasses } from '../api/passes';

export function PassPicker({ summary }: { summary: SummaryRow | null | undefined }) {
  const { t } = useTranslation('passes');
  const notify = useNotify();
  const cartPasses = useCartPasses();
  const mine = useMyPasses();
  const attach = useAttachPass();
  const detach = useDetachPass();
  const usable = (mine.data ?? []).filter((p) => p.status === 'active' && p.unitsRemaining > 0);
  const attachedId = cartPasses.data?.passId ?? null;
  const attached = (mine.data ?? []).find((p) => p.id === attachedId);
  if (!usable.length && !attached) return null;
  if (attached) {
    const units = summary?.passUnits ?? 0;
    const label =
      units > 0
        ? t('cart.applied', { name: attached.name, count: units })
        : t('cart.appliedNone', { name: attached.name });
    return (
      <Chip
        icon={<ConfirmationNumberOutlinedIcon />}
        color={units > 0 ? 'success' : 'warning'}
        variant="outlined"
        label={label}
        onDelete={() => detach.mutate(undefined, { onError: notify.error })}
        data-testid="pass-applied"
        aria-label={`${label}. ${t('cart.removePass')}`}
        sx={{ alignSelf: 'flex-start', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    );
  }
  return (
    <Stack sx={{ gap: 1 }} data-testid="pass-picker">
      <Typography variant="subtitle2" component="p">
        {t('cart.payWith')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('cart.payWithHint')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {usable.map((p) => (
          <Button
            key={p.id}
            variant="outlined"
            startIcon={<ConfirmationNumberOutlinedIcon />}
            disabled={attach.isPending}
            onClick={() => attach.mutate(p.id, { onError: notify.error })}
            data-testid="pass-use"
          >
            {t('cart.use', { name: p.name, left: p.unitsRemaining })}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
