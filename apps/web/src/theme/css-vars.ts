// The display settings as CSS custom properties for the light component layer (ui/light.css):
// the same palette the MUI theme is built from (palette.ts, shadows.ts), so one source of colours.
// Not part of the app bundle: scripts/theme-css.ts writes ui/theme-vars.css from it (rules keyed by
// the data attributes theme/settings-sync.ts sets on <html>), and theme-vars.test.ts checks that
// file against it for every combination of settings.
import type { ThemeSettings } from './create-theme';
import { createPalette, grey } from './palette';
import type { ColorSet } from './palette';
import { customShadows } from './shadows';
import { FONT_STACKS } from './typography';
import { DEFAULT_SETTINGS, FONT_FAMILIES, PRIMARY_COLORS } from '../settings/settings-config';

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

export type VarSettings = Pick<ThemeSettings, 'colorScheme' | 'contrast' | 'primaryColor' | 'fontFamily'>;

export function themeCssVars(settings: VarSettings): Record<string, string> {
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

/** A rule of theme-vars.css: applies when <html> has every listed data attribute value. */
export interface VarRule {
  when: Partial<Record<'colorScheme' | 'contrast' | 'primary' | 'font', string>>;
  vars: Record<string, string>;
}

const ATTRIBUTE = {
  colorScheme: 'data-color-scheme',
  contrast: 'data-contrast',
  primary: 'data-primary',
  font: 'data-font',
} as const;

function changed(from: Record<string, string>, to: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(to).filter(([name, value]) => from[name] !== value));
}

/**
 * The rules, in cascade order: the defaults on :root, then per colour scheme and contrast, per
 * accent colour (light, and dark where it differs) and per font. Each lists only what differs.
 */
export function themeVarRules(): VarRule[] {
  const base: VarSettings = {
    colorScheme: 'light',
    contrast: 'default',
    primaryColor: DEFAULT_SETTINGS.primaryColor,
    fontFamily: DEFAULT_SETTINGS.fontFamily,
  };
  const defaults = themeCssVars(base);
  const rules: VarRule[] = [{ when: {}, vars: defaults }];
  const dark = themeCssVars({ ...base, colorScheme: 'dark' });
  rules.push({ when: { colorScheme: 'dark' }, vars: changed(defaults, dark) });
  rules.push({ when: { contrast: 'high' }, vars: changed(defaults, themeCssVars({ ...base, contrast: 'high' })) });
  rules.push({
    when: { colorScheme: 'dark', contrast: 'high' },
    vars: changed(dark, themeCssVars({ ...base, colorScheme: 'dark', contrast: 'high' })),
  });
  for (const primary of PRIMARY_COLORS) {
    if (primary === base.primaryColor) continue;
    const light = themeCssVars({ ...base, primaryColor: primary });
    rules.push({ when: { primary }, vars: changed(defaults, light) });
    // Dark mode writes in each accent's light shade (palette.ts darkColorSet): its own rule.
    rules.push({
      when: { colorScheme: 'dark', primary },
      vars: changed(dark, themeCssVars({ ...base, colorScheme: 'dark', primaryColor: primary })),
    });
  }
  for (const font of FONT_FAMILIES) {
    if (font === base.fontFamily) continue;
    rules.push({ when: { font }, vars: changed(defaults, themeCssVars({ ...base, fontFamily: font })) });
  }
  return rules.filter((rule) => Object.keys(rule.vars).length > 0);
}

export function themeVarsCss(): string {
  const blocks = themeVarRules().map(({ when, vars }) => {
    const selector =
      ':root' +
      Object.entries(when)
        .map(([key, value]) => `[${ATTRIBUTE[key as keyof typeof ATTRIBUTE]}="${value}"]`)
        .join('');
    const body = Object.entries(vars)
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n');
    return `${selector} {\n${body}\n}`;
  });
  return `/* Generated by scripts/theme-css.ts from theme/palette.ts (theme/css-vars.ts). Do not edit. */\n${blocks.join('\n')}\n`;
}
