// The display settings as CSS custom properties for the light component layer (ui/light.css):
// the same palette the MUI theme is built from (palette.ts, shadows.ts), so one source of colours.
import type { ThemeSettings } from './create-theme';
import { createPalette, grey } from './palette';
import type { ColorSet } from './palette';
import { customShadows } from './shadows';

const FONT_STACKS: Record<ThemeSettings['fontFamily'], string> = {
  'Inter Variable': '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  'system-ui': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Arial, sans-serif',
};

function colorVars(prefix: string, set: ColorSet): Record<string, string> {
  return {
    [`--cs-${prefix}`]: set.main,
    [`--cs-${prefix}-light`]: set.light,
    [`--cs-${prefix}-lighter`]: set.lighter,
    [`--cs-${prefix}-dark`]: set.dark,
    [`--cs-${prefix}-darker`]: set.darker,
    [`--cs-${prefix}-contrast`]: set.contrastText,
  };
}

export function themeCssVars(settings: ThemeSettings): Record<string, string> {
  const palette = createPalette(settings.colorScheme, settings.contrast, settings.primaryColor);
  const shadows = customShadows(settings.colorScheme);
  const text = palette.text as { primary: string; secondary: string; disabled: string };
  const background = palette.background as { default: string; paper: string };
  const action = palette.action as { hover: string; selected: string; disabledBackground: string };
  return {
    ...colorVars('primary', palette.primary as ColorSet),
    ...colorVars('secondary', palette.secondary as ColorSet),
    ...colorVars('success', palette.success as ColorSet),
    ...colorVars('warning', palette.warning as ColorSet),
    ...colorVars('error', palette.error as ColorSet),
    ...colorVars('info', palette.info as ColorSet),
    '--cs-bg': background.default,
    '--cs-paper': background.paper,
    '--cs-text': text.primary,
    '--cs-text-2': text.secondary,
    '--cs-text-disabled': text.disabled,
    '--cs-divider': palette.divider as string,
    '--cs-hover': action.hover,
    '--cs-selected': action.selected,
    '--cs-disabled-bg': action.disabledBackground,
    '--cs-grey-100': grey[100],
    '--cs-grey-200': grey[200],
    '--cs-grey-300': grey[300],
    '--cs-grey-500': grey[500],
    '--cs-grey-800': grey[800],
    '--cs-shadow-card': shadows.card,
    '--cs-shadow-dropdown': shadows.dropdown,
    '--cs-shadow-dialog': shadows.dialog,
    '--cs-font': FONT_STACKS[settings.fontFamily],
  };
}
