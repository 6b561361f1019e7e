// The full-screen loading animation shown while lazy screens load (SPEC.md §2): a beach ball
// bouncing on a sand line, in the theme's colours. It honours prefers-reduced-motion.
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const bounce = keyframes`
  0%, 100% { transform: translateY(0) scale(1.08, 0.92); }
  12% { transform: translateY(-6px) scale(0.96, 1.04); }
  50% { transform: translateY(-46px) scale(1, 1); }
  88% { transform: translateY(-6px) scale(0.96, 1.04); }
`;
const spin = keyframes`from { rotate: 0deg; } to { rotate: 360deg; }`;
const shadow = keyframes`
  0%, 100% { transform: scaleX(1); opacity: 0.35; }
  50% { transform: scaleX(0.45); opacity: 0.12; }
`;

export function LoadingScreen({
  label = 'Loading…',
  isFullScreen = true,
}: {
  label?: string;
  isFullScreen?: boolean;
}) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      data-testid="loading-screen"
      sx={{
        ...(isFullScreen
          ? { position: 'fixed', inset: 0, zIndex: 9998 }
          : { flexGrow: 1, minHeight: 320 }),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          width: 96,
          height: 96,
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'center',
        }}
      >
        <Box
          sx={{
            width: 40,
            height: 40,
            mb: '10px',
            animation: `${bounce} 1.1s cubic-bezier(0.45, 0, 0.55, 1) infinite`,
            transformOrigin: '50% 100%',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <Box
            component="svg"
            viewBox="0 0 40 40"
            sx={{
              width: 40,
              height: 40,
              animation: `${spin} 2.2s linear infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
            aria-hidden
          >
            <Box
              component="circle"
              cx="20"
              cy="20"
              r="18"
              sx={{
                fill: (t) => t.palette.secondary.light,
                stroke: (t) => t.palette.secondary.dark,
                strokeWidth: 2,
              }}
            />
            <Box
              component="path"
              d="M4 16c9 0 18 5 22 19M36 13c-8 2-15 9-17 23M13 4c2 9 11 14 24 13"
              sx={{
                fill: 'none',
                stroke: (t) => t.palette.primary.main,
                strokeWidth: 2.4,
                strokeLinecap: 'round',
              }}
            />
          </Box>
        </Box>
        <Box
          sx={{
            position: 'absolute',
            bottom: 4,
            width: 44,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.primary',
            animation: `${shadow} 1.1s cubic-bezier(0.45, 0, 0.55, 1) infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      </Box>
      <Box
        sx={{
          width: 120,
          height: 3,
          borderRadius: 2,
          mt: 0.5,
          background: (t) =>
            `linear-gradient(90deg, transparent, ${t.palette.warning.light}, transparent)`,
        }}
      />
      <Box component="span" sx={{ mt: 2, typography: 'overline', color: 'text.secondary' }}>
        {label}
      </Box>
    </Box>
  );
}
