// Create or edit a coupon: value, validity, limits, eligible booking types or a target of products /
// categories (docs/product/shop.md#coupons-for-products); usage and history of
// an existing one.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CouponDto } from '@courtside/core/checkout-schemas';
import { bookingTypes } from '@courtside/core/enums';
import { FormTextField } from '../../../../components/form/form-text-field';
import { zodFormResolver } from '../../../../components/form/zod-resolver';
import { MoneyField } from '../../shared/money-field';
import { managementError } from '../../shared/management-error';
import { HistoryList } from '../../shared/record-history';
import { useSaveCoupon } from '../api/save-coupon';
import { useManagementFormat } from '../../shared/format';
import { couponBody, couponFormDefaults, couponFormSchema } from './coupon-form';
import { CouponTargetField } from './coupon-target-field';
import type { CouponFormValues } from './coupon-form';

interface CouponFormDialogProps {
  open: boolean;
  coupon?: CouponDto;
  onClose: () => void;
  onSaved: (coupon: CouponDto) => void;
}

export function CouponFormDialog({ open, coupon, onClose, onSaved }: CouponFormDialogProps) {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveCoupon();
  const { timeZone } = useManagementFormat();
  const { control, handleSubmit } = useForm<CouponFormValues>({
    resolver: zodFormResolver(couponFormSchema, tCommon),
    defaultValues: couponFormDefaults(timeZone, coupon),
  });
  const kind = useWatch({ control, name: 'kind' });
  const isNew = !coupon;

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: coupon?.id, body: couponBody(values, isNew, timeZone) }));
    } catch {
      // Shown from save.error.
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="coupon-dialog-title"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="coupon-dialog-title">
          {isNew ? t('coupons.new') : t('coupons.edit', { code: coupon.code })}
        </DialogTitle>
        <DialogContent>
          {save.error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {managementError(save.error, t)}
            </Alert>
          ) : null}
          {coupon ? (
            <Typography sx={{ mb: 2, color: 'text.secondary' }} data-testid="coupon-usage">
              {t('coupons.usage', { used: coupon.usedCount, max: coupon.maxUses ?? '∞' })}
            </Typography>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <FormTextField
              name="code"
              control={control}
              label={t('coupons.fields.code')}
              required
              slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
            />
            <Controller
              name="kind"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  label={t('coupons.fields.kind')}
                  disabled={!isNew}
                  helperText={isNew ? undefined : t('coupons.kindFixed')}
                >
                  <MenuItem value="percent">{t('coupons.kinds.percent')}</MenuItem>
                  <MenuItem value="fixed">{t('coupons.kinds.fixed')}</MenuItem>
                </TextField>
              )}
            />
            {kind === 'percent' ? (
              <FormTextField
                name="percent"
                control={control}
                label={t('coupons.fields.percent')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ) : (
              <Controller
                name="amountCents"
                control={control}
                render={({ field, fieldState }) => (
                  <MoneyField
                    label={t('coupons.fields.amount')}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    fullWidth
                  />
                )}
              />
            )}
            <Controller
              name="minOrderCents"
              control={control}
              render={({ field }) => (
                <MoneyField
                  label={t('coupons.fields.minOrder')}
                  value={field.value}
                  onChange={field.onChange}
                  fullWidth
                />
              )}
            />
            <FormTextField
              name="validFrom"
              control={control}
              type="datetime-local"
              label={t('coupons.fields.validFrom')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              name="validUntil"
              control={control}
              type="datetime-local"
              label={t('coupons.fields.validUntil')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              name="maxUses"
              control={control}
              label={t('coupons.fields.maxUses')}
              helperText={t('coupons.unlimitedHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              name="maxUsesPerCustomer"
              control={control}
              label={t('coupons.fields.maxUsesPerCustomer')}
              helperText={t('coupons.unlimitedHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                name="description"
                control={control}
                label={t('coupons.fields.description')}
                multiline
                minRows={2}
              />
            </Box>
            <Controller
              name="eligibleBookingTypes"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} component="fieldset">
                  <FormLabel component="legend">{t('coupons.fields.types')}</FormLabel>
                  <FormGroup row>
                    {bookingTypes.map((type) => (
                      <FormControlLabel
                        key={type}
                        label={t(`bookingTypes.${type}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(type)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked ? [...field.value, type] : field.value.filter((v) => v !== type),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{fieldState.error?.message ?? t('coupons.typesHint')}</FormHelperText>
                </FormControl>
              )}
            />
            <CouponTargetField control={control} open={open} />
            <Controller
              name="active"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  label={t('coupons.fields.active')}
                  control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                />
              )}
            />
          </Box>
          {coupon ? (
            <Box sx={{ mt: 3 }}>
              <Typography variant="subtitle1" component="h3">
                {t('history.title')}
              </Typography>
              <HistoryList entity="coupon" id={coupon.id} />
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
