// Inter, the web font bundled with the app (@fontsource-variable/inter, DESIGN.md §2), is loaded
// after the page is on screen and only while the display settings use it. Until it arrives, text is
// drawn in "Inter Fallback" (ui/light.css: the device's Arial sized to Inter's metrics), so the swap
// moves nothing; meanwhile the 48 KB font does not share a slow connection with the page and its
// code. With "system-ui" chosen it is never downloaded.
import { useSettingsStore } from '../settings/settings-store';
import type { FontFamily } from '../settings/settings-config';

let requested = false;

function loadFor(fontFamily: FontFamily): void {
  if (requested || fontFamily !== 'Inter Variable') return;
  requested = true;
  void import('@fontsource-variable/inter').catch(() => {
    // Offline or a failed request: the fallback stays; a later setting change tries again.
    requested = false;
  });
}

/** Call once the app's first render is under way (main.tsx). */
export function startWebFont(): void {
  loadFor(useSettingsStore.getState().fontFamily);
  useSettingsStore.subscribe((state) => loadFor(state.fontFamily));
}
