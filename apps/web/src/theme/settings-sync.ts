// Applies the display settings to the document (SPEC.md §4, §9): data attributes on <html> that
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
  const set = (current: string | undefined, next: string, write: () => void) => {
    if (current !== next) write();
  };
  set(root.dir, settings.direction, () => (root.dir = settings.direction));
  set(root.style.colorScheme, settings.colorScheme, () => (root.style.colorScheme = settings.colorScheme));
  set(root.dataset.colorScheme, settings.colorScheme, () => (root.dataset.colorScheme = settings.colorScheme));
  set(root.dataset.contrast, settings.contrast, () => (root.dataset.contrast = settings.contrast));
  set(root.dataset.primary, settings.primaryColor, () => (root.dataset.primary = settings.primaryColor));
  set(root.dataset.font, settings.fontFamily, () => (root.dataset.font = settings.fontFamily));
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
