import { afterAll, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../settings/settings-store';
import { startWebFont } from './web-font';

// jsdom has no FontFace nor document.fonts: a recording stand-in for both.
const log: string[] = [];
class FakeFontFace {
  status = 'unloaded';
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: { unicodeRange: string },
  ) {
    log.push(`new ${this.name()}`);
  }
  name() {
    return this.source.includes('latin-ext') ? 'latin-ext' : 'latin';
  }
  load() {
    log.push(`load ${this.name()}`);
    this.status = 'loaded';
    return Promise.resolve(this);
  }
}
vi.stubGlobal('FontFace', FakeFontFace);
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { add: (f: FakeFontFace) => log.push(`add ${f.name()} ${f.status}`) },
});
afterAll(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('web font', () => {
  it('is not downloaded while the display settings use the system font, and once when they switch to Inter', async () => {
    useSettingsStore.setState({ fontFamily: 'system-ui' });
    startWebFont();
    await settle();
    expect(log).toEqual([]);

    useSettingsStore.setState({ fontFamily: 'Inter Variable' });
    await settle();
    // The Latin face is loaded before anything reaches the document; both faces arrive together,
    // Latin Extended unloaded (the browser fetches it only for a page that needs it).
    expect(log).toEqual(['new latin', 'load latin', 'add latin loaded', 'new latin-ext', 'add latin-ext unloaded']);

    useSettingsStore.setState({ fontFamily: 'system-ui' });
    useSettingsStore.setState({ fontFamily: 'Inter Variable' });
    await settle();
    expect(log).toHaveLength(5);
  });
});
