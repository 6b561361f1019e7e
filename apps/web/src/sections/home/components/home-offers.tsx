import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import VolleyballIcon from '@mui/icons-material/SportsVolleyball';
import IndoorIcon from '@mui/icons-material/Roofing';
import TennisIcon from '@mui/icons-material/SportsTennis';
import GroupsIcon from '@mui/icons-material/Groups';
import RepeatIcon from '@mui/icons-material/EventRepeat';
import CelebrationIcon from '@mui/icons-material/Celebration';

const OFFERS: {
  key: string;
  icon: ReactElement;
  tone: 'primary' | 'secondary' | 'info' | 'warning' | 'success' | 'error';
}[] = [
  { key: 'outdoor', icon: <VolleyballIcon />, tone: 'primary' },
  { key: 'indoor', icon: <IndoorIcon />, tone: 'info' },
  { key: 'tennis', icon: <TennisIcon />, tone: 'success' },
  { key: 'comeTogether', icon: <GroupsIcon />, tone: 'secondary' },
  { key: 'abo', icon: <RepeatIcon />, tone: 'warning' },
  { key: 'events', icon: <CelebrationIcon />, tone: 'error' },
];

export function HomeOffers() {
  const { t } = useTranslation();
  return (
    <Container
      component="section"
      maxWidth="lg"
      sx={{ py: { xs: 8, md: 12 } }}
      aria-labelledby="offers-title"
    >
      <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 5, md: 8 } }}>
        <Typography id="offers-title" variant="h2" sx={{ mb: 2 }}>
          {t('home.offers.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 18 }}>
          {t('home.offers.subtitle')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {OFFERS.map((offer) => (
          <Card
            key={offer.key}
            sx={{
              p: 3.5,
              height: '100%',
              transition: 'transform 160ms ease',
              '&:hover': { transform: 'translateY(-4px)' },
            }}
          >
            <Box
              sx={{
                width: 52,
                height: 52,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                mb: 2.5,
                color: (theme) =>
                  theme.palette.mode === 'light'
                    ? theme.palette[offer.tone].dark
                    : theme.palette[offer.tone].light,
                bgcolor: (theme) => alpha(theme.palette[offer.tone].main, 0.14),
                '& svg': { fontSize: 28 },
              }}
            >
              {offer.icon}
            </Box>
            <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
              {t(`home.offers.${offer.key}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`home.offers.${offer.key}.text`)}
            </Typography>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
