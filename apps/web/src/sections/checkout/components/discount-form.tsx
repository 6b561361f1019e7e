// Coupon or voucher code (PATCH /cart/addvoucherdiscount); applied codes can be taken off again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import { useApplyDiscount } from '../../cart/api/apply-discount';
import { useRemoveDiscount } from '../../cart/api/remove-discount';
import { useNotify } from '../../cart/notify';
import { useIsSignedIn } from '../../cart/use-signed-in';
import { PassPicker } from '../../passes/components/pass-picker';

export function DiscountForm({ summary }: { summary: SummaryRow | null | undefined }) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const apply = useApplyDiscount();
  const remove = useRemoveDiscount();
  const notify = useNotify();
  const isSignedIn = useIsSignedIn();
  const onApply = () => {
    if (!code.trim()) return;
    apply.mutate(code, {
      onSuccess: (answer) => {
        notify.success(answer.kind === 'coupon' ? t('discount.couponApplied') : t('discount.voucherApplied'));
        setCode('');
      },
      onError: notify.error,
    });
  };
  const applied = [
    ...(summary?.couponCode ? [{ kind: 'coupon' as const, code: summary.couponCode }] : []),
    ...(summary?.voucherCode ? [{ kind: 'voucher' as const, code: summary.voucherCode }] : []),
  ];
  return (
    <Stack sx={{ gap: 1.5 }}>
      {/* Not a <form>: it sits inside the contact step's form; Enter applies the code. */}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('discount.label')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'discount-code', autoCapitalize: 'characters' } }}
        />
        <Button
          onClick={onApply}
          variant="outlined"
          disabled={apply.isPending || !code.trim()}
          data-testid="discount-apply"
          sx={{ flexShrink: 0, height: 40 }}
        >
          {t('discount.apply')}
        </Button>
      </Stack>
      {applied.length > 0 ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {applied.map((entry) => (
            <Chip
              key={entry.kind}
              icon={<LocalOfferOutlinedIcon />}
              color="success"
              variant="outlined"
              label={t(`discount.applied.${entry.kind}`, { code: entry.code })}
              onDelete={() => remove.mutate(entry.kind, { onError: notify.error })}
              data-testid={`discount-applied-${entry.kind}`}
              aria-label={`${t(`discount.applied.${entry.kind}`, { code: entry.code })}. ${t('discount.remove', { code: entry.code })}`}
            />
          ))}
        </Stack>
      ) : null}
      {isSignedIn ? <PassPicker summary={summary} /> : null}
    </Stack>
  );
}
