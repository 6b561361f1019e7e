// Emotion caches per direction. The RTL plugin (cssjanus) is only needed for right-to-left
// languages, so it is loaded on demand instead of in every visitor's first download.
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

export const ltrCache = createCache({ key: 'mui' });

let rtlCache: EmotionCache | null = null;

export function getLoadedRtlCache(): EmotionCache | null {
  return rtlCache;
}

export async function loadRtlCache(): Promise<EmotionCache> {
  if (rtlCache) return rtlCache;
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([import('stylis'), import('stylis-plugin-rtl')]);
  rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
  return rtlCache;
}
