// The display-settings record of docs/product.md#public-site, its allowed values and defaults.
import { DEFAULT_DISPLAY } from '@courtside/core/display-cookie';
export const PRIMARY_COLORS = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;
export const FONT_FAMILIES = ['Inter Variable', 'system-ui'] as const;

export type ColorScheme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type Contrast = 'default' | 'high';
export type NavLayout = 'vertical' | 'horizontal' | 'mini';
export type NavColor = 'integrate' | 'apart';
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];

export interface SettingsState {
  colorScheme: ColorScheme;
  direction: Direction;
  /** Set once the visitor picks a direction in the drawer; until then it follows the language. */
  directionChosen: boolean;
  contrast: Contrast;
  navLayout: NavLayout;
  primaryColor: PrimaryColor;
  navColor: NavColor;
  compactLayout: boolean;
  fontFamily: FontFamily;
}

/** docs/product.md#public-site defaults; fontFamily is not shown there: Inter, bundled with the app. */
export const DEFAULT_SETTINGS: SettingsState = {
  // Shared with the server's first paint (core display-cookie.ts).
  colorScheme: DEFAULT_DISPLAY.colorScheme,
  direction: 'ltr',
  directionChosen: false,
  contrast: DEFAULT_DISPLAY.contrast as Contrast,
  navLayout: 'vertical',
  primaryColor: DEFAULT_DISPLAY.primaryColor as PrimaryColor,
  navColor: 'integrate',
  compactLayout: true,
  fontFamily: DEFAULT_DISPLAY.fontFamily as FontFamily,
};

const ALLOWED: { [K in keyof SettingsState]: readonly SettingsState[K][] } = {
  colorScheme: ['light', 'dark'],
  direction: ['ltr', 'rtl'],
  directionChosen: [true, false],
  contrast: ['default', 'high'],
  navLayout: ['vertical', 'horizontal', 'mini'],
  primaryColor: PRIMARY_COLORS,
  navColor: ['integrate', 'apart'],
  compactLayout: [true, false],
  fontFamily: FONT_FAMILIES,
};

export const SETTINGS_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof SettingsState)[];

export function isValidSetting<K extends keyof SettingsState>(key: K, value: unknown): value is SettingsState[K] {
  return (ALLOWED[key] as readonly unknown[]).includes(value);
}

/** Keeps only known keys with allowed values; anything else falls back to the default. */
export function sanitizeSettings(input: unknown): SettingsState {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const result = { ...DEFAULT_SETTINGS };
  for (const key of SETTINGS_KEYS) {
    const value = source[key];
    if (isValidSetting(key, value)) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

export function differsFromDefaults(settings: SettingsState): boolean {
  return SETTINGS_KEYS.some((key) => settings[key] !== DEFAULT_SETTINGS[key]);
}
