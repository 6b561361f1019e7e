// Pick-up at the venue or delivery (docs/product/shop.md#pick-up-or-delivery), in the contact step when
// the cart holds products to hand over. Delivery is offered only when the venue set a shipping fee;
// choosing it asks for the shipping address and adds the fee to the cart.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ShippingAddress } from '@courtside/core/fulfilment';
import { useFormatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import { useCartDelivery, useChooseDelivery } from '../api/cart-delivery';

const FIELDS = ['name', 'street', 'postalCode', 'city', 'country'] as const;
const emptyAddress: ShippingAddress = { name: '', street: '', postalCode: '', city: '', country: 'DE' };

export function DeliveryChoice() {
  const { t } = useTranslation('checkout');
  const f = useFormatters();
  const notify = useNotify();
  const { data } = useCartDelivery();
  const choose = useChooseDelivery();
  const [wantsDelivery, setWantsDelivery] = useState<boolean | null>(null);
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  if (!data?.needed) return null;
  const delivery = wantsDelivery ?? data.method === 'delivery';
  const shown = address ?? data.address ?? emptyAddress;
  const complete = FIELDS.every((k) => shown[k].trim() !== '');

  const pickUp = () => {
    setWantsDelivery(false);
    if (data.method === 'delivery') choose.mutate({ method: 'pickup' }, { onError: notify.error });
  };
  const saveAddress = () =>
    choose.mutate(
      { method: 'delivery', address: shown },
      { onSuccess: () => notify.success(t('delivery.saved')), onError: notify.error },
    );

  return (
    <Stack sx={{ gap: 1, mb: 3 }} data-testid="delivery-choice">
      <Typography variant="subtitle1" component="h3">
        {t('delivery.title')}
      </Typography>
      <RadioGroup
        value={delivery ? 'delivery' : 'pickup'}
        onChange={(e) => (e.target.value === 'pickup' ? pickUp() : setWantsDelivery(true))}
      >
        <FormControlLabel value="pickup" control={<Radio />} label={t('delivery.pickup')} />
        {data.offered && data.feeCents !== null ? (
          <FormControlLabel
            value="delivery"
            control={<Radio />}
            label={t('delivery.delivery', { fee: f.money(data.feeCents) })}
          />
        ) : null}
      </RadioGroup>
      {!data.offered ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('delivery.pickupOnly')}
        </Typography>
      ) : null}
      {delivery ? (
        <Stack sx={{ gap: 1.5 }} role="group" aria-label={t('delivery.address')}>
          {FIELDS.map((key) => (
            <TextField
              key={key}
              size="small"
              label={t(`delivery.fields.${key}`)}
              value={shown[key]}
              onChange={(e) => setAddress({ ...shown, [key]: e.target.value })}
              required
              slotProps={{ htmlInput: { 'data-testid': `delivery-${key}` } }}
            />
          ))}
          <Button
            variant="outlined"
            onClick={saveAddress}
            disabled={!complete || choose.isPending}
            data-testid="delivery-save"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('delivery.save')}
          </Button>
          {data.method === 'delivery' ? (
            <Typography variant="body2" sx={{ color: 'success.main' }} data-testid="delivery-chosen">
              {t('delivery.chosen', { fee: f.money(data.feeCents ?? 0) })}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
