import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Box from '@mui/material/Box';
import type { LocationDto } from '@courtside/core/venue-setup-schemas';
import { FormTextField } from '../../../../components/form/form-text-field';
import { zodFormResolver } from '../../../../components/form/zod-resolver';
import { locationsApi } from '../api/venue-resource';
import { SetupDialog } from './setup-dialog';

const coordinate = z
  .string()
  .trim()
  .regex(/^$|^-?\d{1,3}(\.\d{1,8})?$/, 'management:validation.coordinate');
const schema = z.object({
  name: z.string().trim().min(1).max(120),
  street: z.string().trim().min(1).max(200),
  postalCode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(120),
  country: z.string().trim().length(2, 'management:validation.country'),
  latitude: coordinate,
  longitude: coordinate,
});
type Values = z.infer<typeof schema>;

export function LocationDialog({ location, onClose }: { location?: LocationDto; onClose: () => void }) {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const save = locationsApi.useSave();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodFormResolver(schema, tCommon),
    defaultValues: {
      name: location?.name ?? '',
      street: location?.address.street ?? '',
      postalCode: location?.address.postalCode ?? '',
      city: location?.address.city ?? '',
      country: location?.address.country ?? 'DE',
      latitude: location?.latitude ?? '',
      longitude: location?.longitude ?? '',
    },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        id: location?.id,
        body: {
          name: v.name,
          address: { street: v.street, postalCode: v.postalCode, city: v.city, country: v.country.toUpperCase() },
          latitude: v.latitude || null,
          longitude: v.longitude || null,
        },
      });
      onClose();
    } catch {
      // Shown by the dialog.
    }
  });
  return (
    <SetupDialog
      title={location ? t('venue.locations.edit') : t('venue.locations.new')}
      error={save.error}
      isPending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField name="name" control={control} label={t('venue.fields.name')} required />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            name="street"
            control={control}
            label={t('venue.fields.street')}
            required
            autoComplete="street-address"
          />
        </Box>
        <FormTextField
          name="postalCode"
          control={control}
          label={t('venue.fields.postalCode')}
          required
          autoComplete="postal-code"
        />
        <FormTextField name="city" control={control} label={t('venue.fields.city')} required />
        <FormTextField
          name="country"
          control={control}
          label={t('venue.fields.country')}
          required
          helperText={t('venue.fields.countryHint')}
        />
        <Box />
        <FormTextField name="latitude" control={control} label={t('venue.fields.latitude')} />
        <FormTextField name="longitude" control={control} label={t('venue.fields.longitude')} />
      </Box>
    </SetupDialog>
  );
}
