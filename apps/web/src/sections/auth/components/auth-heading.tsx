import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../../components/page/page-meta';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box sx={{ mb: 4 }}>
      <PageMeta title={title} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
