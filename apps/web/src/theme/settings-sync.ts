// Applies the display settings to the document (docs/product.md#public-site): data attributes on <html> that
// select the light layer's colour variables (ui/theme-vars.css), the colour scheme and the text
// direction. Runs once at start-up, before the first render, and again whenever a setting changes;
// MUI screens build their theme from the same settings (theme-provider.tsx).
import { DISPLAY_COOKIE, encodeDisplayCookie } from '@courtside/core/display-cookie';
import { writeCookie } from '../lib/cookie';
import { useSettingsStore } from '../settings/settings-store';
import type { SettingsState } from '../settings/settings-config';

type Applied = Pick<SettingsState, 'colorScheme' | 'contrast' | 'primaryColor' | 'fontFamily' | 'direction'>;

export function applySettingsToDocument(settings: Applied, root = document.documentElement): void {
  // Only what differs is written: setting an attribute of <html>, even to its value, makes the
  // browser restyle and re-lay out the whole page (≈ 150 ms on a slow phone right after start-up).
  if (root.dir !== settings.direction) root.dir = settings.direction;
  if (root.style.colorScheme !== settings.colorScheme) root.style.colorScheme = settings.colorScheme;
  const data = {
    colorScheme: settings.colorScheme,
    contrast: settings.contrast,
    primary: settings.primaryColor,
    font: settings.fontFamily,
  };
  for (const [name, value] of Object.entries(data)) {
    if (root.dataset[name] !== value) root.dataset[name] = value;
  }
  // The server puts the same attributes on the pages it renders (apps/api/src/plugins/first-paint.ts),
  // so a dark-mode visitor's first paint is dark too.
  if (root === document.documentElement) {
    writeCookie(DISPLAY_COOKIE, encodeDisplayCookie(settings), 365);
  }
}

export function startSettingsSync(): () => void {
  applySettingsToDocument(useSettingsStore.getState());
  return useSettingsStore.subscribe((state) => applySettingsToDocument(state));
}
