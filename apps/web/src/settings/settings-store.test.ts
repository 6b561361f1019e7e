import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, differsFromDefaults, sanitizeSettings } from './settings-config';
import { loadStoredSettings, selectCanReset, useSettingsStore } from './settings-store';

const stored = () =>
  JSON.parse(window.localStorage.getItem('app-settings') ?? 'null') as Record<string, unknown> | null;

describe('settings store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSettingsStore.setState({ ...DEFAULT_SETTINGS, isDrawerOpen: false });
  });

  it('starts from the docs/product.md#booking defaults when nothing is stored', () => {
    expect(loadStoredSettings()).toEqual({
      colorScheme: 'light',
      direction: 'ltr',
      directionChosen: false,
      contrast: 'default',
      navLayout: 'vertical',
      primaryColor: 'default',
      navColor: 'integrate',
      compactLayout: true,
      fontFamily: 'Inter Variable',
    });
  });

  it('updates one field, keeps the others and stores the record under app-settings', () => {
    useSettingsStore.getState().setField('primaryColor', 'purple');
    const state = useSettingsStore.getState();
    expect(state.primaryColor).toBe('purple');
    expect(state.navLayout).toBe('vertical');
    expect(stored()).toMatchObject({
      primaryColor: 'purple',
      navLayout: 'vertical',
      compactLayout: true,
    });
  });

  it('mirrors the colour scheme to theme-mode', () => {
    useSettingsStore.getState().setField('colorScheme', 'dark');
    expect(window.localStorage.getItem('theme-mode')).toBe('dark');
  });

  it('updates several fields at once', () => {
    useSettingsStore.getState().setAll({ navLayout: 'mini', compactLayout: false });
    expect(stored()).toMatchObject({
      navLayout: 'mini',
      compactLayout: false,
      primaryColor: 'default',
    });
  });

  it('restores the stored record on load, and theme-mode wins for the colour scheme', () => {
    window.localStorage.setItem(
      'app-settings',
      JSON.stringify({ ...DEFAULT_SETTINGS, navColor: 'apart', colorScheme: 'light' }),
    );
    window.localStorage.setItem('theme-mode', 'dark');
    expect(loadStoredSettings()).toMatchObject({ navColor: 'apart', colorScheme: 'dark' });
  });

  it('ignores unknown keys, invalid values and broken JSON', () => {
    expect(sanitizeSettings({ primaryColor: 'pink', compactLayout: 'yes', evil: 1 })).toEqual(DEFAULT_SETTINGS);
    window.localStorage.setItem('app-settings', '{not json');
    expect(loadStoredSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('offers reset only when a value differs from the defaults, and reset restores them', () => {
    expect(selectCanReset(useSettingsStore.getState())).toBe(false);
    useSettingsStore.getState().setField('contrast', 'high');
    expect(selectCanReset(useSettingsStore.getState())).toBe(true);
    useSettingsStore.getState().reset();
    expect(selectCanReset(useSettingsStore.getState())).toBe(false);
    expect(stored()).toEqual(DEFAULT_SETTINGS);
    expect(differsFromDefaults({ ...DEFAULT_SETTINGS, compactLayout: false })).toBe(true);
  });

  it('toggles the drawer', () => {
    const store = useSettingsStore.getState();
    store.toggleDrawer();
    expect(useSettingsStore.getState().isDrawerOpen).toBe(true);
    store.closeDrawer();
    expect(useSettingsStore.getState().isDrawerOpen).toBe(false);
  });
});
