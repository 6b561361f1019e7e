import type { Components, Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
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
        root: ({ ownerState }) => {
          const color = ownerState.color;
          // Text and outlined buttons in a status colour write in it on the page: its main shade reads
          // 3.2:1 (error) or less on white, so they take the darker shade (the light one on dark pages).
          if (ownerState.variant === 'contained' || !color || ['inherit', 'primary', 'secondary'].includes(color))
            return { borderRadius: radius };
          const set = theme.palette[color as 'error' | 'warning' | 'success' | 'info'];
          const text = theme.palette.mode === 'light' ? set.darker : set.light;
          return {
            borderRadius: radius,
            color: text,
            ...(ownerState.variant === 'outlined' ? { borderColor: text } : {}),
          };
        },
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
    // A table wider than a phone scrolls in its container: keyboard users must be able to reach it
    // to scroll (WCAG 2.1.1), so every table container takes focus.
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    MuiPopover: {
      styleOverrides: { paper: { boxShadow: shadows.dropdown, borderRadius: radius * 1.25 } },
    },
    MuiMenu: { styleOverrides: { paper: { boxShadow: shadows.dropdown } } },
    MuiDialog: {
      styleOverrides: { paper: { boxShadow: shadows.dialog, borderRadius: radius * 2 } },
    },
    MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: theme.palette.grey[800] } } },
    MuiChip: {
      styleOverrides: {
        root: ({ ownerState }) => {
          const base = { fontWeight: 600, borderRadius: radius };
          const color = ownerState.color;
          if (!color || color === 'default') return base;
          // Status chips in the tints of their colour: white on a status colour's main shade reads
          // 2.3-3:1 (info, success, warning), too little for text (WCAG 1.4.3 wants 4.5:1). The darker
          // shade on its lighter tint, and the light shade on the dark page, read 6.9:1 or more.
          const set = theme.palette[color];
          const isLight = theme.palette.mode === 'light';
          const text = isLight ? set.darker : set.light;
          if (ownerState.variant === 'outlined') return { ...base, color: text, borderColor: text };
          return {
            ...base,
            color: text,
            backgroundColor: isLight ? set.lighter : alpha(set.main, 0.24),
            '& .MuiChip-icon, & .MuiChip-deleteIcon': { color: 'inherit' },
            '&.MuiChip-clickable:hover': { backgroundColor: isLight ? set.light : alpha(set.main, 0.36) },
          };
        },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // A disabled field's helper text still explains something: it keeps readable contrast (4.5:1).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: theme.palette.text.secondary } } },
    },
  };
}
