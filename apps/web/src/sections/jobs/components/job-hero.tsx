// The careers pages' heading band: title, lead and (on a job's page) its facts.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function JobHero({ title, lang, children }: { title: string; lang?: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        py: { xs: 5, md: 8 },
        background: (theme) => `linear-gradient(180deg, ${theme.palette.primary.lighter}55 0%, transparent 100%)`,
      }}
    >
      <Container maxWidth="md">
        <Typography
          variant="h2"
          component="h1"
          lang={lang}
          // Text in another script's direction (German on an Arabic page) keeps its own direction.
          dir={lang ? 'auto' : undefined}
          sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
