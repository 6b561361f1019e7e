// Inter, the web font bundled with the app (@fontsource-variable/inter, docs/product.md#public-site), is loaded
// after the page is on screen and only while the display settings use it. Until it arrives, text is
// drawn in "Inter Fallback" (ui/light.css: the device's Arial sized to Inter's metrics), so the swap
// moves nothing; meanwhile the 48 KB font does not share a slow connection with the page and its
// code. With "system-ui" chosen it is never downloaded.
//
// The faces are given to the document through the FontFace API, the Latin one already loaded: the
// browser re-lays out the whole page once, when they are added. (The package's stylesheet cost two
// such passes, 60–150 ms each on a slow phone: one when its @font-face rules arrived, one when the
// file did.) Latin Extended (Turkish ş, ğ; 85 KB) is added unloaded: the browser fetches it only
// for a page that has such letters, as it would for the stylesheet's unicode-range.
import latinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import latinExtUrl from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import { useSettingsStore } from '../settings/settings-store';
import type { FontFamily } from '../settings/settings-config';

const FAMILY = 'Inter Variable';
// The package's unicode-range of each file (node_modules/@fontsource-variable/inter/index.css).
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

let requested = false;

const face = (url: string, unicodeRange: string) =>
  new FontFace(FAMILY, `url(${url}) format('woff2')`, {
    weight: '100 900',
    style: 'normal',
    display: 'swap',
    unicodeRange,
  });

async function load(): Promise<void> {
  const latin = face(latinUrl, LATIN);
  await latin.load();
  document.fonts.add(latin);
  document.fonts.add(face(latinExtUrl, LATIN_EXT));
}

function loadFor(fontFamily: FontFamily): void {
  if (requested || fontFamily !== FAMILY || typeof FontFace === 'undefined') return;
  requested = true;
  load().catch(() => {
    // Offline or a failed request: the fallback stays; a later setting change tries again.
    requested = false;
  });
}

/** Call once the app's first render is under way (main.tsx). */
export function startWebFont(): void {
  loadFor(useSettingsStore.getState().fontFamily);
  useSettingsStore.subscribe((state) => loadFor(state.fontFamily));
}
