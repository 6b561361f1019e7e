import { useForm } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { localeSchema, nameSchema, phoneSchema, supportedLocales } from '@courtside/core/auth-schemas';
import type { SessionUser } from '../../../auth/auth-api';
import { useAuthStore } from '../../../auth/auth-store';
import { FormTextField } from '../../../components/form/form-text-field';
import { zodFormResolver } from '../../../components/form/zod-resolver';
import { errorMessage } from '../../../lib/error-message';
import { findLanguage } from '../../../locales/languages';
import { useUpdateProfile } from '../api/update-profile';

const generalFormSchema = z.object({ name: nameSchema, phone: phoneSchema, locale: localeSchema });
type GeneralForm = z.input<typeof generalFormSchema>;

export function AccountGeneralForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const updateUser = useAuthStore((s) => s.updateUser);
  const update = useUpdateProfile();
  const { control, handleSubmit, formState, reset } = useForm<GeneralForm>({
    resolver: zodFormResolver(generalFormSchema, t),
    defaultValues: {
      name: user.name,
      phone: user.phone ?? '',
      locale: localeSchema.catch('en').parse(user.locale),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync({
        name: values.name,
        phone: values.phone.trim() || null,
        locale: values.locale,
      });
      updateUser(saved);
      reset({ name: saved.name, phone: saved.phone ?? '', locale: values.locale });
      // The language of mails and of this screen follow the saved choice.
      if (i18n.resolvedLanguage !== values.locale) void i18n.changeLanguage(values.locale);
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {update.isSuccess && !formState.isDirty ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('account.general.saved')}
        </Alert>
      ) : null}
      {update.isError ? (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {errorMessage(update.error, t)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name="name" control={control} label={t('auth.fields.name')} autoComplete="name" />
        <TextField
          label={t('auth.fields.email')}
          value={user.email}
          disabled
          fullWidth
          helperText={t('account.general.emailHint')}
        />
        <FormTextField
          name="phone"
          control={control}
          label={t('account.general.phone')}
          type="tel"
          autoComplete="tel"
        />
        <Controller
          name="locale"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              select
              fullWidth
              label={t('account.general.language')}
              helperText={t('account.general.languageHint')}
            >
              {supportedLocales.map((code) => (
                <MenuItem key={code} value={code}>
                  {findLanguage(code).label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={!formState.isDirty}>
          {t('account.general.save')}
        </Button>
      </Stack>
    </Box>
  );
}
