import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { SitePageMeta } from '../components/site-page-meta';
import { paths } from '../../../config/paths';

/** The maintenance notice: on /maintenance and in place of public pages during maintenance. */
export function MaintenanceView() {
  const { t } = useTranslation('content');
  return (
    <Box
      sx={{ textAlign: 'center', maxWidth: 520, mx: 'auto', py: { xs: 8, md: 12 }, px: 2 }}
      data-testid="maintenance-view"
    >
      <SitePageMeta title={t('maintenance.title')} description={t('maintenance.meta')} />
      <ConstructionIcon sx={{ fontSize: 72, color: 'warning.main', mb: 2 }} aria-hidden />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {t('maintenance.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('maintenance.lead')}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('maintenance.staff')}</Typography>
      <Button component={RouterLink} to={paths.auth.jwt.signIn} variant="outlined" color="inherit">
        {t('maintenance.signIn')}
      </Button>
    </Box>
  );
}
