import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { SitePageMeta } from '../components/site-page-meta';
import { paths } from '../../../config/paths';

/** The shop while it is switched off (docs/product.md#public-site: the shop points to coming-soon). */
export function ComingSoonView() {
  const { t } = useTranslation('content');
  return (
    <Box
      sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', py: { xs: 8, md: 12 }, px: 2 }}
      data-testid="coming-soon-view"
    >
      <SitePageMeta title={t('comingSoon.title')} description={t('comingSoon.meta')} />
      <StorefrontIcon sx={{ fontSize: 72, color: 'primary.main', mb: 2 }} aria-hidden />
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {t('comingSoon.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('comingSoon.lead')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.booking.root} variant="contained" size="large">
          {t('actions.bookCourt')}
        </Button>
        <Button component={RouterLink} to={paths.contact} variant="outlined" color="inherit" size="large">
          {t('comingSoon.askVoucher')}
        </Button>
      </Stack>
    </Box>
  );
}
