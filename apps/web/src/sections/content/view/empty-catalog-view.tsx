// /product and /post (and their details and checkout): there is no shop or blog API yet, so the
// pages say so honestly and point to coming-soon instead of showing invented items.
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { SitePageMeta } from '../components/site-page-meta';
import { paths } from '../../../config/paths';

export function EmptyCatalogView({ kind }: { kind: 'shop' | 'blog' }) {
  const { t } = useTranslation('content');
  const Icon = kind === 'shop' ? Inventory2OutlinedIcon : ArticleOutlinedIcon;
  return (
    <Container maxWidth="sm" sx={{ textAlign: 'center', py: { xs: 8, md: 12 } }} data-testid={`empty-${kind}`}>
      <SitePageMeta title={t(`${kind}.title`)} description={t(`${kind}.meta`)} />
      <Typography variant="h3" component="h1" sx={{ mb: 4 }}>
        {t(`${kind}.title`)}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2, p: { xs: 4, md: 6 } }}>
        <Icon sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {t(`${kind}.empty`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {t(`${kind}.emptyText`)}
        </Typography>
        <Button component={RouterLink} to={kind === 'shop' ? paths.comingSoon : paths.events.root} variant="contained">
          {t(`${kind}.emptyAction`)}
        </Button>
      </Box>
    </Container>
  );
}
