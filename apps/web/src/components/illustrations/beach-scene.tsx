// Hand-drawn beach court scene: sky, sun, the river, sand, a net and a ball. Inline SVG in the
// theme's colours, so it needs no image download and follows the accent colour and dark mode.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';

export function BeachScene({ sx }: { sx?: SxProps<Theme> }) {
  const theme = useTheme();
  const isDark = theme.palette.mode === 'dark';
  const skyTop = isDark ? '#0F2231' : '#DDF3FB';
  const skyBottom = isDark ? '#1C3A4A' : '#FFF4E0';
  const sand = isDark ? '#8A7350' : '#F2D7A0';
  const sandShade = isDark ? '#6F5B3D' : '#E4C084';
  return (
    <Box
      component="svg"
      viewBox="0 0 600 420"
      role="img"
      aria-hidden
      sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <defs>
        <linearGradient id="beach-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={skyTop} />
          <stop offset="1" stopColor={skyBottom} />
        </linearGradient>
        <linearGradient id="beach-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={isDark ? '#2B6F86' : '#7FD4E4'} />
          <stop offset="1" stopColor={isDark ? '#174A5C' : '#1E97B5'} />
        </linearGradient>
      </defs>
      <rect width="600" height="420" rx="24" fill="url(#beach-sky)" />
      <circle
        cx="468"
        cy="96"
        r="46"
        fill={theme.palette.warning.light}
        opacity={isDark ? 0.75 : 1}
      />
      <circle cx="468" cy="96" r="66" fill={theme.palette.warning.light} opacity="0.18" />
      <path
        d="M70 92c10-12 32-14 44-2 14-10 38-6 44 10H58c0-4 6-8 12-8z"
        fill="#FFF"
        opacity={isDark ? 0.25 : 0.9}
      />
      <path
        d="M250 60c8-9 26-10 35-1 11-8 30-5 35 8h-78c1-3 4-6 8-7z"
        fill="#FFF"
        opacity={isDark ? 0.2 : 0.8}
      />
      {/* Cologne skyline on the far bank: two cathedral spires and houses. */}
      <g fill={isDark ? '#23414F' : '#B9D3DC'}>
        <path d="M0 214h600v-14H520v-18h-30v10h-40v-22h-26v30h-70v-16h-34v16h-44l-8-70-8 70h-10l-8-78-8 78h-22v-22h-40v22H80v-16H40v16H0z" />
      </g>
      <path d="M0 214h600v64H0z" fill="url(#beach-water)" />
      <path
        d="M0 236c40-8 80 8 120 0s80-8 120 0 80 8 120 0 80-8 120 0 80 8 120 0"
        stroke="#FFF"
        strokeWidth="3"
        fill="none"
        opacity="0.45"
        strokeLinecap="round"
      />
      <path
        d="M30 258c40-8 80 8 120 0s80-8 120 0 80 8 120 0 80-8 120 0"
        stroke="#FFF"
        strokeWidth="2"
        fill="none"
        opacity="0.3"
        strokeLinecap="round"
      />
      <path d="M0 290c90-26 210-30 320-16s200 12 280-8v154H0z" fill={sand} />
      <path d="M0 356c120-16 260-10 380 2s170 6 220-4v66H0z" fill={sandShade} />
      {/* Net with posts. */}
      <g strokeLinecap="round">
        <path
          d="M178 360V240M422 352V232"
          stroke={isDark ? '#E0E0E0' : '#454F5B'}
          strokeWidth="6"
        />
        <path
          d="M178 246L422 238M178 290L422 282"
          stroke={isDark ? '#E0E0E0' : '#454F5B'}
          strokeWidth="3"
        />
        {Array.from({ length: 13 }, (_, i) => (
          <path
            key={i}
            d={`M${196 + i * 17.4} ${245.4 - i * 0.6}V${289.4 - i * 0.6}`}
            stroke={isDark ? '#B0B0B0' : '#637381'}
            strokeWidth="1.2"
            opacity="0.7"
          />
        ))}
        {Array.from({ length: 3 }, (_, i) => (
          <path
            key={`h${i}`}
            d={`M178 ${257 + i * 11}L422 ${249 + i * 11}`}
            stroke={isDark ? '#B0B0B0' : '#637381'}
            strokeWidth="1.2"
            opacity="0.7"
          />
        ))}
      </g>
      {/* Ball in flight with its shadow on the sand. */}
      <ellipse cx="318" cy="372" rx="20" ry="5" fill="#000" opacity="0.12" />
      <g transform="translate(300 150)">
        <circle r="24" fill="#FFF" stroke={theme.palette.secondary.main} strokeWidth="3" />
        <path
          d="M-22-6c12 0 24 6 28 28M20-14c-10 4-18 14-20 36M-10-21c4 10 16 16 32 14"
          stroke={theme.palette.secondary.main}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </g>
      <path
        d="M262 196c-10 6-18 12-26 22M252 180c-12 2-22 6-30 12"
        stroke={isDark ? '#FFF' : theme.palette.secondary.light}
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.6"
        fill="none"
      />
    </Box>
  );
}
