import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useAuthStore } from '../../../auth/auth-store';
import { FormPasswordField, FormTextField } from '../../../components/form/form-text-field';
import { zodFormResolver } from '../../../components/form/zod-resolver';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { paths, withQuery } from '../../../config/paths';
import { AuthHeading } from '../components/auth-heading';
import { signInFormSchema } from '../schemas';
import type { SignInForm } from '../schemas';

export function JwtSignInView() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const signIn = useAuthStore((s) => s.signIn);
  const [failure, setFailure] = useState<{ message: string; needsVerification: boolean } | null>(null);
  const notice = searchParams.get('notice');
  const { control, handleSubmit, getValues, formState } = useForm<SignInForm>({
    resolver: zodFormResolver(signInFormSchema, t),
    defaultValues: { email: searchParams.get('email') ?? '', password: '' },
  });

  // On success the GuestGuard takes the user on to returnTo or the dashboard.
  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password);
    } catch (error) {
      setFailure({
        message: errorMessage(error, t),
        needsVerification: error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED',
      });
    }
  });

  return (
    <>
      <AuthHeading
        title={t('auth.signIn.title')}
        subtitle={
          <>
            {t('auth.signIn.noAccount')}{' '}
            <Link
              component={RouterLink}
              to={withQuery(paths.auth.jwt.signUp, {
                returnTo: searchParams.get('returnTo') ?? undefined,
              })}
              sx={{ fontWeight: 600 }}
            >
              {t('auth.signIn.createAccount')}
            </Link>
          </>
        }
      />
      {notice === 'password-changed' ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('auth.updatePassword.done')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          role="alert"
          action={
            failure.needsVerification ? (
              <Button
                component={RouterLink}
                to={withQuery(paths.auth.jwt.verify, { email: getValues('email') })}
                color="inherit"
                size="small"
              >
                {t('auth.verify.action')}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack sx={{ gap: 2.5 }}>
          <FormTextField
            name="email"
            control={control}
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <FormPasswordField
            name="password"
            control={control}
            label={t('auth.fields.password')}
            autoComplete="current-password"
            showLabel={t('auth.fields.showPassword')}
            hideLabel={t('auth.fields.hidePassword')}
          />
          <Link
            component={RouterLink}
            to={paths.auth.jwt.resetPassword}
            variant="body2"
            sx={{ alignSelf: 'flex-end', color: 'text.secondary' }}
          >
            {t('auth.signIn.forgot')}
          </Link>
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
