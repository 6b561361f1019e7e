// Public pages whose screens come with later issues: the route exists, the page says what it is
// for and where to go meanwhile.
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/page/page-meta';
import { paths } from '../routes/paths';

export function InfoPage({ pageKey, isSimple = false }: { pageKey: string; isSimple?: boolean }) {
  const { t } = useTranslation();
  const title = t(`pages.${pageKey}.title`);
  const description = t(`pages.${pageKey}.description`);
  return (
    <Box
      sx={{
        width: '100%',
        ...(isSimple
          ? {}
          : {
              py: { xs: 6, md: 10 },
              background: (theme) =>
                `linear-gradient(180deg, ${theme.palette.primary.lighter}33 0%, transparent 100%)`,
            }),
      }}
    >
      <PageMeta title={title} description={description} />
      <Container maxWidth="md" sx={{ textAlign: isSimple ? 'center' : 'start' }}>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{
            color: 'text.secondary',
            fontWeight: 400,
            maxWidth: 640,
            mx: isSimple ? 'auto' : 0,
          }}
        >
          {description}
        </Typography>
        <Stack
          direction="row"
          sx={{
            gap: 1.5,
            mt: 4,
            flexWrap: 'wrap',
            justifyContent: isSimple ? 'center' : 'flex-start',
          }}
        >
          <Button component={RouterLink} to={paths.booking.root} variant="contained" size="large">
            {t('actions.bookCourt')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.home}
            variant="outlined"
            color="inherit"
            size="large"
          >
            {t('actions.backHome')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
