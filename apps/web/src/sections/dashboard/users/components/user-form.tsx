// New account or an account's details and role. Roles are per organization: the account belongs
// to this venue, and what each role may do is set in the permission matrix.
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuthUser } from '@courtside/core/auth-schemas';
import { emailSchema, localeSchema, nameSchema, phoneSchema, supportedLocales } from '@courtside/core/auth-schemas';
import { roles } from '@courtside/core/enums';
import { findLanguage } from '../../../../locales/languages';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { FormPasswordField, FormTextField } from '../../../../components/form/form-text-field';
import { zodFormResolver } from '../../../../components/form/zod-resolver';
import { paths } from '../../../../config/paths';
import { managementError } from '../../shared/management-error';
import { useSaveUser } from '../api/users';

const schema = z.object({
  name: nameSchema,
  email: z.union([emailSchema, z.literal('')]),
  phone: z.union([phoneSchema, z.literal('')]),
  locale: localeSchema,
  role: z.enum(roles),
  password: z.union([z.string().min(8).max(200), z.literal('')]),
  serviceFeeWaiver: z.boolean(),
});
type Values = z.infer<typeof schema>;

export function UserForm({ user }: { user?: AuthUser }) {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const me = useAuthStore((s) => s.user);
  const canGrantAdmin = hasPermission(me, 'permission.manage');
  const save = useSaveUser();
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodFormResolver(schema, tCommon),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      locale: user?.locale === 'en' ? 'en' : 'de',
      role: user?.role ?? 'customer',
      password: '',
      serviceFeeWaiver: user?.serviceFeeWaiver ?? false,
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    if (!user && !v.email) return setError('email', { message: tCommon('validation.required') });
    try {
      if (user) {
        await save.mutateAsync({
          id: user.id,
          body: {
            name: v.name,
            phone: v.phone || null,
            locale: v.locale,
            role: v.role,
            serviceFeeWaiver: v.serviceFeeWaiver,
          },
        });
      } else {
        const { user: created } = await save.mutateAsync({
          body: {
            name: v.name,
            email: v.email,
            phone: v.phone || null,
            locale: v.locale,
            role: v.role,
            serviceFeeWaiver: v.serviceFeeWaiver,
            ...(v.password ? { password: v.password } : {}),
          },
        });
        navigate(paths.dashboard.user.edit(created.id), { replace: true });
      }
    } catch {
      // Shown below.
    }
  });

  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={onSubmit}>
        {save.error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {managementError(save.error, t)}
          </Alert>
        ) : null}
        {save.isSuccess && user ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('users.saved')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField name="name" control={control} label={t('users.fields.name')} required autoComplete="off" />
          {user ? (
            <TextField label={t('users.fields.email')} value={user.email} disabled helperText={t('users.emailFixed')} />
          ) : (
            <FormTextField
              name="email"
              control={control}
              label={t('users.fields.email')}
              required
              type="email"
              autoComplete="off"
            />
          )}
          <FormTextField name="phone" control={control} label={t('users.fields.phone')} type="tel" />
          <Controller
            name="locale"
            control={control}
            render={({ field }) => (
              <TextField {...field} select label={t('users.fields.locale')}>
                {supportedLocales.map((l) => (
                  <MenuItem key={l} value={l}>
                    {findLanguage(l).label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="role"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={t('users.fields.role')}
                helperText={t(`users.roleHints.${field.value}`)}
              >
                {roles.map((r) => (
                  <MenuItem key={r} value={r} disabled={r === 'admin' && !canGrantAdmin && user?.role !== 'admin'}>
                    {t(`roles.${r}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {!user ? (
            <FormPasswordField
              name="password"
              control={control}
              label={t('users.fields.password')}
              helperText={t('users.passwordHint')}
              showLabel={t('users.showPassword')}
              hideLabel={t('users.hidePassword')}
              autoComplete="new-password"
            />
          ) : (
            <Box />
          )}
          <Controller
            name="serviceFeeWaiver"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                sx={{ gridColumn: '1 / -1' }}
                label={t('users.fields.serviceFeeWaiver')}
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              />
            )}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('users.orgRoleHint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button onClick={() => navigate(paths.dashboard.user.list)}>{t('actions.back')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {user ? t('actions.save') : t('users.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
