import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { DEFAULT_SETTINGS } from './settings-config';
import { SettingsDrawer } from './settings-drawer';
import { useSettingsStore } from './settings-store';

describe('SettingsDrawer', () => {
  beforeEach(() => {
    useSettingsStore.setState({ ...DEFAULT_SETTINGS, isDrawerOpen: true });
  });

  it('shows every field and no reset button while the values are the defaults', async () => {
    await renderWithProviders(<SettingsDrawer />);
    expect(await screen.findByRole('heading', { name: 'Display settings' })).toBeTruthy();
    for (const label of ['Dark mode', 'Higher contrast', 'Right to left', 'Compact width']) {
      expect(screen.getByRole('switch', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'Navigation layout' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Navigation colour' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Accent colour' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Font' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset to defaults' })).toBeNull();
  });

  it('offers reset after a change and hides it again after resetting', async () => {
    await renderWithProviders(<SettingsDrawer />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Purple' }));
    expect(useSettingsStore.getState().primaryColor).toBe('purple');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(useSettingsStore.getState().primaryColor).toBe('default');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset to defaults' })).toBeNull());
  });

  it('switches dark mode and the navigation layout per field', async () => {
    await renderWithProviders(<SettingsDrawer />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Dark mode' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mini' }));
    expect(useSettingsStore.getState()).toMatchObject({
      colorScheme: 'dark',
      navLayout: 'mini',
      primaryColor: 'default',
    });
  });

  it('closes', async () => {
    await renderWithProviders(<SettingsDrawer />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close settings' }));
    expect(useSettingsStore.getState().isDrawerOpen).toBe(false);
    act(() => useSettingsStore.getState().openDrawer());
    expect(await screen.findByRole('heading', { name: 'Display settings' })).toBeTruthy();
  });
});
