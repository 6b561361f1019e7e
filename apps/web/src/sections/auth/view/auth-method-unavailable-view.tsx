// docs/product.md#roles lists five auth methods; only jwt is built in (docs/product.md#roles). The others are
// deployment options: their routes exist and say that the method is not configured here.
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../../components/page/page-meta';
import { paths } from '../../../config/paths';

export function AuthMethodUnavailableView({ method }: { method: string }) {
  const { t } = useTranslation();
  const name = t(`auth.methods.${method}`);
  return (
    <>
      <PageMeta title={t('auth.unavailable.title', { method: name })} />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('auth.unavailable.title', { method: name })}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }} data-testid="auth-method-unavailable">
        {t('auth.unavailable.text', { method: name })}
      </Alert>
      <Button component={RouterLink} to={paths.auth.jwt.signIn} variant="contained" size="large" fullWidth>
        {t('auth.unavailable.action')}
      </Button>
    </>
  );
}
