import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const STEPS = ['one', 'two', 'three'] as const;

export function HomeSteps() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="steps-title"
      sx={{
        py: { xs: 8, md: 12 },
        bgcolor: (theme) => (theme.palette.mode === 'light' ? 'grey.100' : 'background.paper'),
      }}
    >
      <Container maxWidth="lg">
        <Typography
          id="steps-title"
          variant="h2"
          sx={{ mb: { xs: 5, md: 7 }, textAlign: 'center' }}
        >
          {t('home.steps.title')}
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {STEPS.map((step, index) => (
            <Box component="li" key={step} sx={{ display: 'flex', gap: 2.5 }}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  fontSize: 20,
                  color: 'primary.contrastText',
                  bgcolor: 'primary.main',
                  boxShadow: (theme) => `0 8px 16px ${theme.palette.primary.main}40`,
                }}
              >
                {index + 1}
              </Box>
              <Box>
                <Typography variant="h5" component="h3" sx={{ mb: 0.75 }}>
                  {t(`home.steps.${step}.title`)}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {t(`home.steps.${step}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
