import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordSchema } from '@courtside/core/auth-schemas';
import { useAuthStore } from '../../../auth/auth-store';
import { FormPasswordField } from '../../../components/form/form-text-field';
import { zodFormResolver } from '../../../components/form/zod-resolver';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../config/paths';
import { useChangePassword } from '../api/change-password';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMatch',
  });
type PasswordForm = z.input<typeof passwordFormSchema>;

export function AccountSecurity() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const acceptSession = useAuthStore((s) => s.acceptSession);
  const clearSession = useAuthStore((s) => s.clearSession);
  const change = useChangePassword();
  const signOutEverywhere = useSignOutEverywhere();
  const { control, handleSubmit, reset } = useForm<PasswordForm>({
    resolver: zodFormResolver(passwordFormSchema, t),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const labels = {
    showLabel: t('auth.fields.showPassword'),
    hideLabel: t('auth.fields.hidePassword'),
  };

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      // The server ends the other sessions and hands this one new tokens.
      await acceptSession(await change.mutateAsync({ currentPassword, newPassword }));
      reset();
    } catch {
      // Shown from the mutation's error below.
    }
  });

  const onSignOutEverywhere = async () => {
    try {
      await signOutEverywhere.mutateAsync();
      clearSession();
      void navigate(paths.auth.jwt.signIn, { replace: true });
    } catch {
      // Shown from the mutation's error below.
    }
  };

  return (
    <Stack sx={{ gap: 4 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="password-title">
        <Typography id="password-title" variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {t('account.security.passwordTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {t('account.security.passwordText')}
        </Typography>
        {change.isSuccess ? (
          <Alert severity="success" sx={{ mb: 2.5 }}>
            {t('account.security.passwordChanged')}
          </Alert>
        ) : null}
        {change.isError ? (
          <Alert severity="error" sx={{ mb: 2.5 }} role="alert">
            {errorMessage(change.error, t)}
          </Alert>
        ) : null}
        <Stack sx={{ gap: 2.5, maxWidth: 480 }}>
          <FormPasswordField
            name="currentPassword"
            control={control}
            label={t('account.security.currentPassword')}
            autoComplete="current-password"
            {...labels}
          />
          <FormPasswordField
            name="newPassword"
            control={control}
            label={t('auth.fields.newPassword')}
            autoComplete="new-password"
            helperText={t('auth.fields.passwordHint')}
            {...labels}
          />
          <FormPasswordField
            name="confirmPassword"
            control={control}
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            {...labels}
          />
          <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('account.security.changePassword')}
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {t('account.security.sessionsTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('account.security.sessionsText')}
        </Typography>
        {signOutEverywhere.isError ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {errorMessage(signOutEverywhere.error, t)}
          </Alert>
        ) : null}
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => void onSignOutEverywhere()}
          loading={signOutEverywhere.isPending}
        >
          {t('account.security.signOutEverywhere')}
        </Button>
      </Box>
    </Stack>
  );
}
