// Applies the display settings: MUI theme, emotion cache with the RTL plugin for right-to-left
// languages (SPEC.md §4), and the <html dir> attribute.
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { useSettingsStore } from '../settings/settings-store';
import { createAppTheme } from './create-theme';
import { getLoadedRtlCache, loadRtlCache, ltrCache } from './emotion-cache';

/** The RTL cache once it has loaded; the layout flips direction at the same moment. */
function useDirectionCache(direction: 'ltr' | 'rtl'): {
  cache: EmotionCache;
  direction: 'ltr' | 'rtl';
} {
  const [rtlCache, setRtlCache] = useState(getLoadedRtlCache);
  useEffect(() => {
    if (direction !== 'rtl' || rtlCache) return;
    let isCurrent = true;
    void loadRtlCache().then((cache) => {
      if (isCurrent) setRtlCache(cache);
    });
    return () => {
      isCurrent = false;
    };
  }, [direction, rtlCache]);
  if (direction === 'rtl' && rtlCache) return { cache: rtlCache, direction: 'rtl' };
  return { cache: ltrCache, direction: 'ltr' };
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const colorScheme = useSettingsStore((s) => s.colorScheme);
  const direction = useSettingsStore((s) => s.direction);
  const contrast = useSettingsStore((s) => s.contrast);
  const primaryColor = useSettingsStore((s) => s.primaryColor);
  const fontFamily = useSettingsStore((s) => s.fontFamily);
  const { cache, direction: appliedDirection } = useDirectionCache(direction);

  const theme = useMemo(
    () =>
      createAppTheme({
        colorScheme,
        direction: appliedDirection,
        contrast,
        primaryColor,
        fontFamily,
      }),
    [colorScheme, appliedDirection, contrast, primaryColor, fontFamily],
  );

  useEffect(() => {
    const root = document.documentElement;
    root.dir = appliedDirection;
    root.style.colorScheme = colorScheme;
    root.dataset.colorScheme = colorScheme;
  }, [appliedDirection, colorScheme]);

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
