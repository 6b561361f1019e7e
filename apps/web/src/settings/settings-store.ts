// Display settings (docs/product.md#public-site): stored under 'app-settings', restored on load, updated as a
// whole or per field, reset to defaults. The colour mode is mirrored to 'theme-mode' (docs/product.md#public-site).
import { create } from 'zustand';
import { readJson, readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import type { SettingsState } from './settings-config';
import { DEFAULT_SETTINGS, differsFromDefaults, isValidSetting, sanitizeSettings } from './settings-config';

interface SettingsStore extends SettingsState {
  isDrawerOpen: boolean;
  setField: <K extends keyof SettingsState>(key: K, value: SettingsState[K]) => void;
  setAll: (values: Partial<SettingsState>) => void;
  reset: () => void;
  openDrawer: () => void;
  closeDrawer: () => void;
  toggleDrawer: () => void;
}

/** Reads the stored record; a separately stored 'theme-mode' wins for the colour scheme. */
export function loadStoredSettings(): SettingsState {
  const stored = sanitizeSettings(readJson<unknown>(STORAGE_KEYS.settings));
  const mode = readStorage(STORAGE_KEYS.themeMode);
  if (isValidSetting('colorScheme', mode)) stored.colorScheme = mode;
  return stored;
}

function persist(settings: SettingsState): void {
  writeStorage(STORAGE_KEYS.settings, JSON.stringify(settings));
  writeStorage(STORAGE_KEYS.themeMode, settings.colorScheme);
}

function pickSettings(state: SettingsState): SettingsState {
  return sanitizeSettings(state);
}

export const useSettingsStore = create<SettingsStore>()((set, get) => {
  const commit = (values: Partial<SettingsState>) => {
    const next = sanitizeSettings({ ...pickSettings(get()), ...values });
    persist(next);
    set(next);
  };
  return {
    ...loadStoredSettings(),
    isDrawerOpen: false,
    setField: (key, value) => commit({ [key]: value } as Partial<SettingsState>),
    setAll: (values) => commit(values),
    reset: () => commit(DEFAULT_SETTINGS),
    openDrawer: () => set({ isDrawerOpen: true }),
    closeDrawer: () => set({ isDrawerOpen: false }),
    toggleDrawer: () => set((state) => ({ isDrawerOpen: !state.isDrawerOpen })),
  };
});

/** docs/product.md#public-site: reset is offered only when the current values differ from the defaults. */
export const selectCanReset = (state: SettingsState) => differsFromDefaults(state);

/** Re-reads storage, e.g. when another tab changed the settings. */
export function reloadSettingsFromStorage(): void {
  useSettingsStore.setState(loadStoredSettings());
}
