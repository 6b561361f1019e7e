import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { paths } from '../../routes/paths';

/** The Courtside mark: a ball rising over a court line. Drawn inline so it follows the theme. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 40 40"
      sx={{ width: size, height: size, flexShrink: 0 }}
      aria-hidden
    >
      <Box
        component="rect"
        x="1"
        y="1"
        width="38"
        height="38"
        rx="11"
        sx={{ fill: (t) => t.palette.primary.main }}
      />
      <Box
        component="path"
        d="M7 29.5h26"
        sx={{ stroke: '#FFF', strokeWidth: 2.2, strokeLinecap: 'round', opacity: 0.9 }}
      />
      <Box
        component="path"
        d="M20 29.5V21"
        sx={{ stroke: '#FFF', strokeWidth: 2.2, strokeLinecap: 'round', opacity: 0.9 }}
      />
      <Box
        component="circle"
        cx="20"
        cy="13.5"
        r="6.5"
        sx={{ fill: (t) => t.palette.secondary.light }}
      />
      <Box
        component="path"
        d="M14.2 11.5c3.6.2 7.4 2.2 9.6 7.2M25.6 10.6c-3 1.7-5.5 4.8-6.3 9.2"
        sx={{ fill: 'none', stroke: '#FFF', strokeWidth: 1.3, strokeLinecap: 'round' }}
      />
    </Box>
  );
}

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
