import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormPasswordField, FormTextField } from '../../../components/form/form-text-field';
import { zodFormResolver } from '../../../components/form/zod-resolver';
import { errorMessage } from '../../../lib/error-message';
import { paths, withQuery } from '../../../config/paths';
import { useRegister } from '../api/register';
import { AuthHeading } from '../components/auth-heading';
import { signUpFormSchema } from '../schemas';
import type { SignUpForm } from '../schemas';

export function JwtSignUpView() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const { control, handleSubmit } = useForm<SignUpForm>({
    resolver: zodFormResolver(signUpFormSchema, t),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // Mails go out in the language the person signed up in (the API knows de and en).
    const locale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
    try {
      const answer = await registerAccount.mutateAsync({ ...values, locale });
      void navigate(withQuery(paths.auth.jwt.verify, { email: answer.email }));
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return (
    <>
      <AuthHeading
        title={t('auth.signUp.title')}
        subtitle={
          <>
            {t('auth.signUp.haveAccount')}{' '}
            <Link component={RouterLink} to={paths.auth.jwt.signIn} sx={{ fontWeight: 600 }}>
              {t('auth.signUp.signIn')}
            </Link>
          </>
        }
      />
      {registerAccount.isError ? (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          {errorMessage(registerAccount.error, t)}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack sx={{ gap: 2.5 }}>
          <FormTextField name="name" control={control} label={t('auth.fields.name')} autoComplete="name" autoFocus />
          <FormTextField
            name="email"
            control={control}
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
          />
          <FormPasswordField
            name="password"
            control={control}
            label={t('auth.fields.password')}
            autoComplete="new-password"
            helperText={t('auth.fields.passwordHint')}
            showLabel={t('auth.fields.showPassword')}
            hideLabel={t('auth.fields.hidePassword')}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={registerAccount.isPending}>
            {t('auth.signUp.submit')}
          </Button>
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {t('auth.signUp.terms')}{' '}
            <Link component={RouterLink} to={paths.agb}>
              {t('footer.terms')}
            </Link>{' '}
            ·{' '}
            <Link component={RouterLink} to={paths.privacyPolicy}>
              {t('footer.privacy')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </>
  );
}
