import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { spaceTypes } from '@courtside/core/enums';
import type { CourtDto, LocationDto } from '@courtside/core/venue-setup-schemas';
import { FormTextField } from '../../../../components/form/form-text-field';
import { zodFormResolver } from '../../../../components/form/zod-resolver';
import { HistoryList } from '../../shared/record-history';
import { courtsApi } from '../api/venue-resource';
import { CourtImages } from './court-images';
import { SetupDialog } from './setup-dialog';

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'management:validation.wholeNumber')
    .refine((v) => Number(v) >= min && Number(v) <= max, 'management:validation.range');
const schema = z.object({
  locationId: z.string().min(1),
  name: z.string().trim().min(1).max(120),
  category: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9_]+$/, 'management:venue.courts.categoryFormat'),
  spaceType: z.enum(spaceTypes),
  capacity: wholeNumber(1, 200),
  description: z.string().max(2000),
  images: z.array(z.string()),
  active: z.boolean(),
  sortOrder: wholeNumber(0, 10_000),
});
type Values = z.infer<typeof schema>;

interface CourtDialogProps {
  court?: CourtDto;
  locations: LocationDto[];
  categories: string[];
  defaultLocationId?: string;
  onClose: () => void;
}

export function CourtDialog({ court, locations, categories, defaultLocationId, onClose }: CourtDialogProps) {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const save = courtsApi.useSave();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodFormResolver(schema, tCommon),
    defaultValues: {
      locationId: court?.locationId ?? defaultLocationId ?? locations[0]?.id ?? '',
      name: court?.name ?? '',
      category: court?.category ?? categories[0] ?? '',
      spaceType: court?.spaceType ?? 'outdoor',
      capacity: String(court?.capacity ?? 4),
      description: court?.description ?? '',
      images: court?.images ?? [],
      active: court?.active ?? true,
      sortOrder: String(court?.sortOrder ?? 0),
    },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        id: court?.id,
        body: {
          ...v,
          capacity: Number(v.capacity),
          sortOrder: Number(v.sortOrder),
          description: v.description.trim() || null,
        },
      });
      onClose();
    } catch {
      // Shown by the dialog.
    }
  });
  return (
    <SetupDialog
      title={court ? t('venue.courts.edit', { name: court.name }) : t('venue.courts.new')}
      error={save.error}
      isPending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name="name" control={control} label={t('venue.fields.name')} required />
        <Controller
          name="locationId"
          control={control}
          render={({ field }) => (
            <TextField {...field} select label={t('venue.fields.location')}>
              {locations.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="category"
          control={control}
          render={({ field, fieldState }) => (
            <Autocomplete
              freeSolo
              options={categories}
              value={field.value}
              onInputChange={(_e, value) => field.onChange(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('venue.fields.category')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t('venue.courts.categoryHint')}
                />
              )}
            />
          )}
        />
        <Controller
          name="spaceType"
          control={control}
          render={({ field }) => (
            <TextField {...field} select label={t('venue.fields.spaceType')}>
              {spaceTypes.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`venue.spaceTypes.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          name="capacity"
          control={control}
          label={t('venue.fields.capacity')}
          helperText={t('venue.courts.capacityHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          name="sortOrder"
          control={control}
          label={t('venue.fields.sortOrder')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            name="description"
            control={control}
            label={t('venue.fields.description')}
            multiline
            minRows={2}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            name="images"
            control={control}
            render={({ field }) => <CourtImages value={field.value} onChange={field.onChange} />}
          />
        </Box>
        <Controller
          name="active"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={t('venue.courts.activeLabel')}
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            />
          )}
        />
      </Box>
      {court ? (
        <Box sx={{ mt: 3 }}>
          <HistoryList entity="court" id={court.id} />
        </Box>
      ) : null}
    </SetupDialog>
  );
}
