import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { paths } from '../../config/paths';
import { LogoMark } from './logo-mark';

interface LogoProps {
  isSingle?: boolean;
  label?: string;
  sx?: SxProps<Theme>;
  href?: string;
}

export function Logo({ isSingle = false, label = 'Courtside', sx, href = paths.home }: LogoProps) {
  return (
    <Box
      component={RouterLink}
      to={href}
      aria-label={label}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          color: 'text.primary',
          textDecoration: 'none',
          fontWeight: 800,
          fontSize: 19,
          letterSpacing: '-0.02em',
          whiteSpace: 'nowrap',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <LogoMark />
      {!isSingle && <span>{label}</span>}
    </Box>
  );
}
