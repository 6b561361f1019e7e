// /dashboard/product/new, /dashboard/product/:id and /:id/edit: one product of the shop
// (docs/product/shop.md#catalogue): names and descriptions in German and English, category, gross
// price and VAT rate, status, stock or variants with their own stock, images (first = cover).
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { ProductDto } from '@courtside/core/shop';
import { productCategories, productStatuses } from '@courtside/core/shop';
import { FormTextField } from '../../../../components/form/form-text-field';
import { zodFormResolver } from '../../../../components/form/zod-resolver';
import { paths } from '../../../../config/paths';
import { managementError } from '../../shared/management-error';
import { MoneyField } from '../../shared/money-field';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { useProduct, useSaveProduct } from '../api/products-api';
import { productBody, productFormDefaults, productFormSchema } from '../components/product-form';
import type { ProductFormValues } from '../components/product-form';

export function ProductEditView() {
  const { id } = useParams();
  const product = useProduct(id);
  return (
    <QueryFeedback
      isLoading={Boolean(id) && product.isLoading}
      error={product.error}
      onRetry={() => void product.refetch()}
    >
      {!id || product.data ? <ProductForm key={product.data?.id ?? 'new'} product={product.data} /> : null}
    </QueryFeedback>
  );
}

function ProductForm({ product }: { product?: ProductDto }) {
  const { t } = useTranslation('shop-staff');
  const { t: tm } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const { t: tShop } = useTranslation('shop');
  const navigate = useNavigate();
  const save = useSaveProduct();
  const { control, handleSubmit, formState, reset } = useForm<ProductFormValues>({
    resolver: zodFormResolver(productFormSchema, tCommon),
    defaultValues: productFormDefaults(product),
  });
  const variants = useFieldArray({ control, name: 'variants' });
  const hasVariants = variants.fields.length > 0;
  useEffect(() => save.reset(), [product?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: product?.id, body: productBody(values, product) });
      // The saved product is the form's new starting point (not dirty: "Saved." shows).
      reset(productFormDefaults(saved));
      if (!product) void navigate(paths.dashboard.product.edit(saved.id), { replace: true });
    } catch {
      // Shown from save.error.
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <PageHeader
        title={product ? t('editTitle', { name: product.name }) : t('newTitle')}
        subtitle={product ? t('soldLine', { count: product.soldCount }) : undefined}
        actions={
          <>
            <Button component={RouterLink} to={paths.dashboard.product.root} color="inherit">
              {t('back')}
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending} data-testid="product-save">
              {t('save')}
            </Button>
          </>
        }
      />
      {save.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {managementError(save.error, tm)}
        </Alert>
      ) : null}
      {save.isSuccess && !formState.isDirty ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('saved')}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card sx={{ p: 3 }}>
            <Stack sx={{ gap: 2.5 }}>
              <Typography variant="h6" component="h2">
                {t('sections.texts')}
              </Typography>
              <FormTextField control={control} name="nameDe" label={t('fields.nameDe')} required />
              <FormTextField control={control} name="nameEn" label={t('fields.nameEn')} />
              <FormTextField
                control={control}
                name="descriptionDe"
                label={t('fields.descriptionDe')}
                multiline
                minRows={3}
              />
              <FormTextField
                control={control}
                name="descriptionEn"
                label={t('fields.descriptionEn')}
                multiline
                minRows={3}
              />
              <FormTextField
                control={control}
                name="images"
                label={t('fields.images')}
                helperText={t('fields.imagesHelp')}
                multiline
                minRows={2}
              />
            </Stack>
          </Card>
          <Card sx={{ p: 3, mt: 3 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h6" component="h2">
                {t('sections.variants')}
              </Typography>
              <Button startIcon={<AddIcon />} onClick={() => variants.append({ name: '', sku: '', stock: '0' })}>
                {t('addVariant')}
              </Button>
            </Stack>
            {hasVariants ? null : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('noVariants')}
              </Typography>
            )}
            <Stack sx={{ gap: 1.5 }}>
              {variants.fields.map((field, index) => (
                <Stack
                  key={field.id}
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
                >
                  <FormTextField
                    control={control}
                    name={`variants.${index}.name`}
                    label={t('fields.variantName')}
                    size="small"
                  />
                  <FormTextField
                    control={control}
                    name={`variants.${index}.sku`}
                    label={t('fields.sku')}
                    size="small"
                  />
                  <FormTextField
                    control={control}
                    name={`variants.${index}.stock`}
                    label={t('fields.onHand')}
                    size="small"
                    inputMode="numeric"
                  />
                  <IconButton
                    aria-label={t('removeVariant', { n: index + 1 })}
                    onClick={() => variants.remove(index)}
                    sx={{ alignSelf: 'center' }}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            {formState.errors.variants?.message ? (
              <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
                {tCommon(formState.errors.variants.message)}
              </Typography>
            ) : null}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card sx={{ p: 3 }}>
            <Stack sx={{ gap: 2.5 }}>
              <Typography variant="h6" component="h2">
                {t('sections.sale')}
              </Typography>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <TextField {...field} select label={t('fields.status')} fullWidth>
                    {productStatuses.map((s) => (
                      <MenuItem key={s} value={s}>
                        {t(`status.${s}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <TextField {...field} select required label={t('fields.category')} fullWidth>
                    {productCategories.map((c) => (
                      <MenuItem key={c} value={c}>
                        {tShop(`category.${c}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="priceCents"
                render={({ field, fieldState }) => (
                  <MoneyField
                    label={t('fields.priceGross')}
                    value={field.value}
                    onChange={field.onChange}
                    required
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="vatPercent"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    label={t('fields.vat')}
                    fullWidth
                    onChange={(e) => field.onChange(Number(e.target.value))}
                  >
                    <MenuItem value={19}>{t('vat19')}</MenuItem>
                    <MenuItem value={7}>{t('vat7')}</MenuItem>
                  </TextField>
                )}
              />
              <FormTextField control={control} name="sku" label={t('fields.sku')} />
              {hasVariants ? null : (
                <FormTextField
                  control={control}
                  name="stock"
                  label={t('fields.onHand')}
                  inputMode="numeric"
                  helperText={product ? t('reservedHelp', { count: product.stock - product.available }) : undefined}
                />
              )}
              <FormTextField
                control={control}
                name="lowStockThreshold"
                label={t('fields.lowStock')}
                inputMode="numeric"
              />
            </Stack>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
