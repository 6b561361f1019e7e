// Applies the display settings to the document (SPEC.md §4, §9): the colour variables of the light
// component layer, the colour scheme and the text direction on <html>. Runs once at start-up,
// before the first render, and again whenever a setting changes; MUI screens build their theme
// from the same settings (theme-provider.tsx).
import { useSettingsStore } from '../settings/settings-store';
import type { ThemeSettings } from './create-theme';
import { themeCssVars } from './css-vars';

let applied = '';

export function applySettingsToDocument(settings: ThemeSettings, root = document.documentElement): void {
  const key = JSON.stringify([settings.colorScheme, settings.contrast, settings.primaryColor, settings.fontFamily, settings.direction]);
  if (key === applied && root === document.documentElement) return;
  applied = key;
  for (const [name, value] of Object.entries(themeCssVars(settings))) root.style.setProperty(name, value);
  root.dir = settings.direction;
  root.style.colorScheme = settings.colorScheme;
  root.dataset.colorScheme = settings.colorScheme;
  root.dataset.contrast = settings.contrast;
}

export function startSettingsSync(): () => void {
  applySettingsToDocument(useSettingsStore.getState());
  return useSettingsStore.subscribe((state) => applySettingsToDocument(state));
}
