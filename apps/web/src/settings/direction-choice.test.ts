// "Right to left" in the settings drawer is the visitor's choice: it follows the language only
// until they set it, and a later language change (every page applies the language again) keeps it.
import { beforeEach, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../locales/i18n';
import { DEFAULT_SETTINGS } from './settings-config';
import { loadStoredSettings, useSettingsStore } from './settings-store';

describe('text direction choice', () => {
  beforeEach(async () => {
    await i18nReady;
    useSettingsStore.getState().setAll(DEFAULT_SETTINGS);
  });

  it('follows the language until the visitor sets it', async () => {
    await i18next.changeLanguage('ar');
    expect(useSettingsStore.getState().direction).toBe('rtl');
    await i18next.changeLanguage('en');
    expect(useSettingsStore.getState().direction).toBe('ltr');
  });

  it('keeps the stored choice when the language is applied again', async () => {
    await i18next.changeLanguage('ar');
    // The drawer's switch, as the visitor turns right to left off in Arabic.
    useSettingsStore.getState().setAll({ direction: 'ltr', directionChosen: true });
    await i18next.changeLanguage('en');
    await i18next.changeLanguage('ar');
    expect(useSettingsStore.getState().direction).toBe('ltr');
    expect(loadStoredSettings()).toMatchObject({ direction: 'ltr', directionChosen: true });
  });
});
