import type { Components, Theme } from '@mui/material/styles';
import type { customShadows } from './shadows';

type CustomShadows = ReturnType<typeof customShadows>;

export function componentOverrides(theme: Theme, shadows: CustomShadows): Components<Theme> {
  const radius = Number(theme.shape.borderRadius);
  return {
    MuiCssBaseline: {
      styleOverrides: {
        '*': { boxSizing: 'border-box' },
        html: {
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
          scrollBehavior: 'auto',
        },
        body: { minHeight: '100vh' },
        img: { maxWidth: '100%', display: 'inline-block', verticalAlign: 'bottom' },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: radius },
        sizeLarge: { minHeight: 48, paddingInline: 22 },
      },
    },
    MuiCard: {
      styleOverrides: {
        root: {
          borderRadius: radius * 2,
          boxShadow: shadows.card,
          position: 'relative',
          zIndex: 0,
          backgroundImage: 'none',
        },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiPopover: {
      styleOverrides: { paper: { boxShadow: shadows.dropdown, borderRadius: radius * 1.25 } },
    },
    MuiMenu: { styleOverrides: { paper: { boxShadow: shadows.dropdown } } },
    MuiDialog: {
      styleOverrides: { paper: { boxShadow: shadows.dialog, borderRadius: radius * 2 } },
    },
    MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: theme.palette.grey[800] } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600, borderRadius: radius } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  };
}
