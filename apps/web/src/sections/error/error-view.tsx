import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../components/page/page-meta';
import { paths } from '../../routes/paths';

export type ErrorStatus = 403 | 404 | 500;

/** The 403/404/500 screens (SPEC.md §8): a big status, a sentence of what happened, a way back. */
export function ErrorView({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  const title = t(`errors.${status}.title`);
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 480, mx: 'auto' }} data-testid={`error-${status}`}>
      <PageMeta title={`${status} ${title}`} />
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 96, md: 128 },
          fontWeight: 900,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          mb: 2,
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.secondary.main})`,
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }}
      >
        {status}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t(`errors.${status}.text`)}</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        {t('actions.backHome')}
      </Button>
    </Box>
  );
}
