// Step book.step.name: contact details, an optional billing address, pick-up or delivery of products
// (docs/product/shop.md#pick-up-or-delivery) and the coupon / voucher code.
// Next checks the cart with the server (holds alive, prices current) before the payment step.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import { FormTextField } from '../../../components/form/form-text-field';
import { zodFormResolver } from '../../../components/form/zod-resolver';
import { useBookingStore } from '../../../stores/booking-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { cartKeys } from '../../cart/api/get-cart';
import { validateCart } from '../../cart/api/validate-cart';
import { useNotify } from '../../cart/notify';
import { useSignedInContact } from '../api/get-me';
import { billingAddressOf, contactFormSchema } from '../contact-form-schema';
import type { ContactForm } from '../contact-form-schema';
import { DeliveryChoice } from './delivery-choice';
import { DiscountForm } from './discount-form';

interface ContactStepProps {
  summary: SummaryRow | null | undefined;
  onBack: () => void;
  onNext: () => void;
}

export function ContactStep({ summary, onBack, onNext }: ContactStepProps) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const storedContact = useCheckoutStore((state) => state.billing);
  const storedAddress = useCheckoutStore((state) => state.billingAddress);
  const setContact = useCheckoutStore((state) => state.setContact);
  const setBillingAddress = useCheckoutStore((state) => state.setBillingAddress);
  const setBookingBillingAddress = useBookingStore((state) => state.setBillingAddress);
  const profile = useSignedInContact();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [isChecking, setChecking] = useState(false);

  const { control, handleSubmit } = useForm<ContactForm>({
    resolver: zodFormResolver(contactFormSchema, tCommon),
    defaultValues: {
      name: storedContact?.name ?? profile?.name ?? '',
      email: storedContact?.email ?? profile?.email ?? '',
      phone: storedContact?.phone ?? profile?.phone ?? '',
      hasBillingAddress: Boolean(storedAddress),
      company: storedAddress?.company ?? '',
      street: storedAddress?.street ?? '',
      postalCode: storedAddress?.postalCode ?? '',
      city: storedAddress?.city ?? '',
      country: storedAddress?.country ?? 'DE',
    },
  });
  const hasBillingAddress = useWatch({ control, name: 'hasBillingAddress' });

  const onSubmit = handleSubmit(async (form) => {
    setContact({
      name: form.name.trim(),
      email: form.email.trim(),
      ...(form.phone ? { phone: form.phone.trim() } : {}),
    });
    const address = billingAddressOf(form);
    setBillingAddress(address);
    setBookingBillingAddress(address);
    setChecking(true);
    try {
      const result = await validateCart();
      if (!result.valid) {
        for (const row of result.rows.filter((r) => !r.valid))
          notify.error(new Error(row.message ?? t('errors.generic')));
        if (result.coupon && !result.coupon.valid)
          notify.error(new Error(result.coupon.message ?? t('errors.COUPON_INVALID')));
        await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        return;
      }
      onNext();
    } catch (error) {
      notify.error(error);
    } finally {
      setChecking(false);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="checkout-step-title">
      <Typography
        variant="h5"
        component="h2"
        id="checkout-step-title"
        tabIndex={-1}
        sx={{ mb: 0.5, scrollMarginTop: 96, '&:focus': { outline: 'none' } }}
      >
        {t('steps.contactTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('steps.contactHint')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          required
          slotProps={{ htmlInput: { 'data-testid': 'contact-name' } }}
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          slotProps={{ htmlInput: { 'data-testid': 'contact-email' } }}
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('fields.phone')}
          autoComplete="tel"
          helperText={t('fields.phoneHint')}
        />
        <Controller
          control={control}
          name="hasBillingAddress"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={t('fields.wantsBillingAddress')}
            />
          )}
        />
      </Stack>
      {hasBillingAddress ? (
        <Stack sx={{ gap: 2, mt: 1 }}>
          <FormTextField control={control} name="company" label={t('fields.company')} autoComplete="organization" />
          <FormTextField
            control={control}
            name="street"
            label={t('fields.street')}
            autoComplete="street-address"
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <FormTextField
              control={control}
              name="postalCode"
              label={t('fields.postalCode')}
              autoComplete="postal-code"
              required
              sx={{ maxWidth: { sm: 160 } }}
            />
            <FormTextField
              control={control}
              name="city"
              label={t('fields.city')}
              autoComplete="address-level2"
              required
            />
            <FormTextField
              control={control}
              name="country"
              label={t('fields.country')}
              autoComplete="country"
              required
              sx={{ maxWidth: { sm: 120 } }}
              helperText={t('fields.countryHint')}
            />
          </Stack>
        </Stack>
      ) : null}
      <Divider sx={{ my: 3 }} />
      <DeliveryChoice />
      <Divider sx={{ my: 3 }} />
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {t('discount.title')}
      </Typography>
      <DiscountForm summary={summary} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4, gap: 2 }}>
        <Button onClick={onBack} color="inherit" variant="outlined">
          {t('steps.backToBooking')}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={isChecking} data-testid="checkout-next">
          {t('steps.toPayment')}
        </Button>
      </Stack>
    </Box>
  );
}
