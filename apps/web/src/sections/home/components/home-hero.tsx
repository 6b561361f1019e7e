import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { BeachScene } from '../../../components/illustrations/beach-scene';
import { paths } from '../../../routes/paths';
import type { PublicOrganization } from '../../organization/api/get-current-organization';

interface HomeHeroProps {
  organization: PublicOrganization | undefined;
  isLoading: boolean;
  isError: boolean;
}

export function HomeHero({ organization, isLoading, isError }: HomeHeroProps) {
  const { t } = useTranslation();
  const legal = organization?.legal;
  const address = legal?.street
    ? `${legal.street}, ${legal.postalCode ?? ''} ${legal.city ?? ''}`.trim()
    : null;

  return (
    <Box
      component="section"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        pt: { xs: 5, md: 10 },
        pb: { xs: 6, md: 12 },
        background: (theme) =>
          `radial-gradient(1200px 500px at 85% -10%, ${alpha(theme.palette.warning.light, theme.palette.mode === 'light' ? 0.35 : 0.12)}, transparent 60%),
           radial-gradient(900px 500px at -10% 110%, ${alpha(theme.palette.primary.light, theme.palette.mode === 'light' ? 0.25 : 0.12)}, transparent 60%)`,
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' },
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1.5 }}>
              {t('home.hero.eyebrow')}
            </Typography>
            {isLoading ? (
              <Skeleton variant="text" sx={{ fontSize: '3.5rem', width: '70%' }} />
            ) : (
              <Typography variant="h1" sx={{ mb: 1 }} data-testid="venue-name">
                {organization?.name ?? t('app.name')}
              </Typography>
            )}
            <Typography
              variant="h3"
              component="p"
              sx={{ color: 'text.secondary', fontWeight: 600, mb: 3 }}
            >
              {t('home.hero.title')}
            </Typography>
            <Typography
              sx={{ color: 'text.secondary', fontSize: { md: 18 }, maxWidth: 560, mb: 4 }}
            >
              {t('home.hero.subtitle')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 4 }}>
              <Button
                component={RouterLink}
                to={paths.booking.root}
                variant="contained"
                size="large"
                data-testid="hero-book"
                sx={{ px: 4 }}
              >
                {t('actions.bookCourt')}
              </Button>
              <Button
                component={RouterLink}
                to={paths.events.root}
                variant="outlined"
                color="inherit"
                size="large"
              >
                {t('actions.seeEvents')}
              </Button>
            </Stack>
            <Chip
              icon={<PlaceIcon />}
              variant="outlined"
              label={
                address ?? (isError ? t('home.hero.addressError') : t('home.hero.addressLoading'))
              }
              sx={{
                height: 'auto',
                py: 0.75,
                '& .MuiChip-label': { whiteSpace: 'normal' },
                borderColor: 'divider',
                color: 'text.secondary',
              }}
            />
          </Box>
          <BeachScene
            sx={{
              width: '100%',
              height: 'auto',
              borderRadius: 4,
              boxShadow: (theme) => theme.shadows[16],
            }}
          />
        </Box>
      </Container>
    </Box>
  );
}
