import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '../../../routes/paths';

export function HomeCta() {
  const { t } = useTranslation();
  return (
    <Container component="section" maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
      <Box
        sx={{
          borderRadius: 4,
          px: { xs: 3, md: 8 },
          py: { xs: 6, md: 8 },
          textAlign: 'center',
          color: 'common.white',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${theme.palette.primary.light} 140%)`,
        }}
      >
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('home.cta.title')}
        </Typography>
        <Typography sx={{ opacity: 0.88, fontSize: 18, maxWidth: 560, mx: 'auto', mb: 4 }}>
          {t('home.cta.text')}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.booking.root}
          size="large"
          variant="contained"
          sx={{
            bgcolor: 'common.white',
            color: 'grey.800',
            px: 5,
            '&:hover': { bgcolor: 'grey.200' },
          }}
        >
          {t('actions.bookCourt')}
        </Button>
      </Box>
    </Container>
  );
}
