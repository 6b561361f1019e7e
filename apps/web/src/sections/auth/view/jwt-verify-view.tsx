import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useAuthStore } from '../../../auth/auth-store';
import { FormTextField } from '../../../components/form/form-text-field';
import { zodFormResolver } from '../../../components/form/zod-resolver';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../config/paths';
import { useResendCode } from '../api/resend-code';
import { useVerifyEmail } from '../api/verify-email';
import { AuthHeading } from '../components/auth-heading';
import { verifyFormSchema } from '../schemas';
import type { VerifyForm } from '../schemas';

export function JwtVerifyView() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const acceptSession = useAuthStore((s) => s.acceptSession);
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const { control, handleSubmit, getValues, trigger } = useForm<VerifyForm>({
    resolver: zodFormResolver(verifyFormSchema, t),
    defaultValues: { email: searchParams.get('email') ?? '', code: '' },
  });

  // A correct code signs the person in; the GuestGuard then moves on to the dashboard.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await acceptSession(await verify.mutateAsync(values));
    } catch {
      // Shown from the mutation's error below.
    }
  });

  const onResend = async () => {
    if (!(await trigger('email'))) return;
    resend.mutate({ email: getValues('email') });
  };

  return (
    <>
      <AuthHeading title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')} />
      {verify.isError ? (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {errorMessage(verify.error, t)}
        </Alert>
      ) : null}
      {resend.isSuccess ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('auth.verify.resent')}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {errorMessage(resend.error, t)}
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
          />
          <FormTextField
            name="code"
            control={control}
            label={t('auth.fields.code')}
            autoComplete="one-time-code"
            autoFocus
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: 6,
                style: { letterSpacing: '0.5em', fontWeight: 700 },
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
            {t('auth.verify.submit')}
          </Button>
          <Button variant="text" color="inherit" onClick={() => void onResend()} loading={resend.isPending}>
            {t('auth.verify.resend')}
          </Button>
          <Link component={RouterLink} to={paths.auth.jwt.signIn} variant="body2" sx={{ textAlign: 'center' }}>
            {t('auth.backToSignIn')}
          </Link>
        </Stack>
      </Box>
    </>
  );
}
