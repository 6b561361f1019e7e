import { describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../settings/settings-store';
import { startWebFont } from './web-font';

// The font's stylesheet module: its factory runs when (and only when) the app imports it.
const font = vi.hoisted(() => ({ imports: 0 }));
vi.mock('@fontsource-variable/inter', () => {
  font.imports += 1;
  return {};
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('web font', () => {
  it('is not downloaded while the display settings use the system font, and once when they switch to Inter', async () => {
    useSettingsStore.setState({ fontFamily: 'system-ui' });
    startWebFont();
    await settle();
    expect(font.imports).toBe(0);

    useSettingsStore.setState({ fontFamily: 'Inter Variable' });
    await settle();
    expect(font.imports).toBe(1);

    useSettingsStore.setState({ fontFamily: 'system-ui' });
    useSettingsStore.setState({ fontFamily: 'Inter Variable' });
    await settle();
    expect(font.imports).toBe(1);
  });
});
