// Checkout: pay the cart's eligible bookings with punches of one of the customer's passes.
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import type { TFunction } from 'i18next';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import type { PassDto } from '@courtside/core/passes';
import { useFormatters } from '../../cart/format';
import type { Formatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import { useAttachPass, useCartPasses, useDetachPass, useMyPasses } from '../api/passes';
import { windowsText } from './pass-text';

/**
 * The attached pass's chip. Right after attaching, the summary still describes the cart without the
 * pass: it says the pass is being applied instead of warning that it covers nothing; when it pays
 * nothing, it says why.
 */
export function attachedChip(
  summary: SummaryRow | null | undefined,
  pass: PassDto,
  f: Formatters,
  t: TFunction,
): { label: string; color: 'default' | 'success' | 'warning' } {
  if (summary?.passId !== pass.id) return { label: t('cart.applying', { name: pass.name }), color: 'default' };
  const units = summary.passUnits ?? 0;
  if (units > 0) return { label: t('cart.applied', { name: pass.name, count: units }), color: 'success' };
  const why = problemText(summary.passProblem ?? null, pass, f, t);
  return {
    label: why ? t('cart.appliedNoneWhy', { name: pass.name, why }) : t('cart.appliedNone', { name: pass.name }),
    color: 'warning',
  };
}

/** Why the attached pass pays nothing, in the customer's words ('' when the reason is not known). */
export function problemText(problem: string | null, pass: PassDto, f: Formatters, t: TFunction): string {
  if (problem === 'time') return t('cart.why.time', { windows: windowsText(pass.windows, f, t) });
  if (problem === 'booking_type' || problem === 'empty' || problem === 'expired') return t(`cart.why.${problem}`);
  return '';
}

export function PassPicker({ summary }: { summary: SummaryRow | null | undefined }) {
  const { t } = useTranslation('passes');
  const f = useFormatters();
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
    const { label, color } = attachedChip(summary, attached, f, t);
    return (
      <Chip
        icon={<ConfirmationNumberOutlinedIcon />}
        color={color}
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
