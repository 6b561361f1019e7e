import type { TypographyVariantsOptions } from '@mui/material/styles';
import type { FontFamily } from '../settings/settings-config';

/** The CSS font stack of each font setting (the MUI theme and ui/theme-vars.css both use it). */
export const FONT_STACKS: Record<FontFamily, string> = {
  // Bundled with the app (@fontsource-variable/inter, loaded by web-font.ts): no request to a font
  // CDN (docs/ARCHITECTURE.md).
  // "Inter Fallback" (ui/light.css): Arial sized to Inter's metrics, so text does not reflow
  // (and the page does not shift) when the web font arrives.
  'Inter Variable':
    '"Inter Variable", "Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  'system-ui': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Arial, sans-serif',
};

export function createTypography(fontFamily: FontFamily): TypographyVariantsOptions {
  return {
    fontFamily: FONT_STACKS[fontFamily],
    fontWeightLight: 300,
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 700,
    h1: {
      fontWeight: 800,
      lineHeight: 1.15,
      fontSize: 'clamp(2.25rem, 1.6rem + 3vw, 4rem)',
      letterSpacing: '-0.02em',
    },
    h2: {
      fontWeight: 800,
      lineHeight: 1.2,
      fontSize: 'clamp(1.9rem, 1.5rem + 1.8vw, 3rem)',
      letterSpacing: '-0.015em',
    },
    h3: { fontWeight: 700, lineHeight: 1.3, fontSize: 'clamp(1.5rem, 1.3rem + 1vw, 2rem)' },
    h4: { fontWeight: 700, lineHeight: 1.4, fontSize: 'clamp(1.25rem, 1.15rem + 0.5vw, 1.5rem)' },
    h5: { fontWeight: 700, lineHeight: 1.5, fontSize: '1.125rem' },
    h6: { fontWeight: 600, lineHeight: 1.5, fontSize: '1.0625rem' },
    subtitle1: { fontWeight: 600, lineHeight: 1.5, fontSize: '1rem' },
    subtitle2: { fontWeight: 600, lineHeight: 1.57, fontSize: '0.875rem' },
    body1: { lineHeight: 1.6, fontSize: '1rem' },
    body2: { lineHeight: 1.6, fontSize: '0.875rem' },
    caption: { lineHeight: 1.5, fontSize: '0.75rem' },
    overline: { fontWeight: 700, lineHeight: 1.5, fontSize: '0.75rem', letterSpacing: '0.08em' },
    button: { fontWeight: 700, lineHeight: 1.7, fontSize: '0.875rem', textTransform: 'none' },
  };
}
