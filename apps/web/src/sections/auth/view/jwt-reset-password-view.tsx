import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/form/form-text-field';
import { zodFormResolver } from '../../../components/form/zod-resolver';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../config/paths';
import { useSendResetLink } from '../api/send-reset-link';
import { AuthHeading } from '../components/auth-heading';
import { emailFormSchema } from '../schemas';
import type { EmailForm } from '../schemas';

/** "Forgot password": asks for the address and mails a one-time link to /auth/jwt/update-password. */
export function JwtResetPasswordView() {
  const { t } = useTranslation();
  const sendLink = useSendResetLink();
  const { control, handleSubmit } = useForm<EmailForm>({
    resolver: zodFormResolver(emailFormSchema, t),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => sendLink.mutate(values));

  return (
    <>
      <AuthHeading title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.subtitle')} />
      {sendLink.isSuccess ? (
        <Alert severity="success" sx={{ mb: 3 }} data-testid="reset-link-sent">
          {t('auth.resetPassword.sent')}
        </Alert>
      ) : null}
      {sendLink.isError ? (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {errorMessage(sendLink.error, t)}
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
          <Button type="submit" variant="contained" size="large" fullWidth loading={sendLink.isPending}>
            {t('auth.resetPassword.submit')}
          </Button>
          <Link component={RouterLink} to={paths.auth.jwt.signIn} variant="body2" sx={{ textAlign: 'center' }}>
            {t('auth.backToSignIn')}
          </Link>
        </Stack>
      </Box>
    </>
  );
}
