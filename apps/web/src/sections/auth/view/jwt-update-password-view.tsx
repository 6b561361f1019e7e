import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useAuthStore } from '../../../auth/auth-store';
import { FormPasswordField } from '../../../components/form/form-text-field';
import { zodFormResolver } from '../../../components/form/zod-resolver';
import { errorMessage } from '../../../lib/error-message';
import { paths, withQuery } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { useResetLink } from '../api/validate-reset-link';
import { AuthHeading } from '../components/auth-heading';
import { newPasswordFormSchema } from '../schemas';
import type { NewPasswordForm } from '../schemas';

/** Where the reset mail's link lands (?token=): checks the link, then sets the new password. */
export function JwtUpdatePasswordView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useResetLink(token);
  const reset = useResetPassword();
  const clearSession = useAuthStore((s) => s.clearSession);
  const { control, handleSubmit } = useForm<NewPasswordForm>({
    resolver: zodFormResolver(newPasswordFormSchema, t),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      // The server ended every session of the account, this browser's included.
      clearSession();
      void navigate(withQuery(paths.auth.jwt.signIn, { email: link.data?.email, notice: 'password-changed' }), {
        replace: true,
      });
    } catch {
      // Shown from the mutation's error below.
    }
  });

  const isLinkBroken = token.length < 20 || link.isError;

  return (
    <>
      <AuthHeading
        title={t('auth.updatePassword.title')}
        subtitle={link.data ? t('auth.updatePassword.subtitle', { email: link.data.email }) : undefined}
      />
      {isLinkBroken ? (
        <Stack sx={{ gap: 3 }}>
          <Alert severity="error" role="alert">
            {link.isError ? errorMessage(link.error, t) : t('apiErrors.LINK_INVALID')}
          </Alert>
          <Button component={RouterLink} to={paths.auth.jwt.resetPassword} variant="contained" size="large">
            {t('auth.updatePassword.newLink')}
          </Button>
        </Stack>
      ) : link.isPending ? (
        <Stack sx={{ gap: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : (
        <>
          {reset.isError ? (
            <Alert severity="error" sx={{ mb: 3 }} role="alert">
              {errorMessage(reset.error, t)}
            </Alert>
          ) : null}
          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack sx={{ gap: 2.5 }}>
              <FormPasswordField
                name="password"
                control={control}
                label={t('auth.fields.newPassword')}
                autoComplete="new-password"
                helperText={t('auth.fields.passwordHint')}
                autoFocus
                showLabel={t('auth.fields.showPassword')}
                hideLabel={t('auth.fields.hidePassword')}
              />
              <FormPasswordField
                name="confirmPassword"
                control={control}
                label={t('auth.fields.confirmPassword')}
                autoComplete="new-password"
                showLabel={t('auth.fields.showPassword')}
                hideLabel={t('auth.fields.hidePassword')}
              />
              <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending}>
                {t('auth.updatePassword.submit')}
              </Button>
            </Stack>
          </Box>
        </>
      )}
      <Link
        component={RouterLink}
        to={paths.auth.jwt.signIn}
        variant="body2"
        sx={{ display: 'block', textAlign: 'center', mt: 3 }}
      >
        {t('auth.backToSignIn')}
      </Link>
    </>
  );
}
