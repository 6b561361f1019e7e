// The coupon's optional target (docs/product/shop.md#coupons-for-products): products of the catalogue
// and/or shop categories. With a target the coupon discounts only those product lines.
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { productCategories } from '@courtside/core/shop';
import type { ProductCategory } from '@courtside/core/shop';
import { useTargetProducts } from '../api/get-target-products';
import type { CouponFormValues } from './coupon-form';

export function CouponTargetField({ control, open }: { control: Control<CouponFormValues>; open: boolean }) {
  const { t } = useTranslation(['management', 'shop']);
  const products = useTargetProducts(open);
  const options = products.data ?? [];
  return (
    <Stack sx={{ gap: 1.5, gridColumn: '1 / -1' }} data-testid="coupon-target">
      <Typography variant="subtitle2" component="h3">
        {t('coupons.target.title')}
      </Typography>
      <Controller
        name="targetProductIds"
        control={control}
        render={({ field }) => (
          <Autocomplete
            multiple
            options={options.map((o) => o.id)}
            getOptionLabel={(id) => options.find((o) => o.id === id)?.name ?? id}
            value={field.value}
            onChange={(_e, value) => field.onChange(value)}
            loading={products.isLoading}
            renderInput={(params) => <TextField {...params} label={t('coupons.target.products')} />}
          />
        )}
      />
      <Controller
        name="targetCategories"
        control={control}
        render={({ field }) => (
          <Autocomplete
            multiple
            options={[...productCategories]}
            getOptionLabel={(c) => t(`shop:category.${c}`, { defaultValue: c })}
            value={field.value as ProductCategory[]}
            onChange={(_e, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField {...params} label={t('coupons.target.categories')} helperText={t('coupons.target.hint')} />
            )}
          />
        )}
      />
    </Stack>
  );
}
