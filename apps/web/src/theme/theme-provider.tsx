// The MUI theme for the screens built with MUI (dashboard, sign-in, error pages, the public pages
// and dialogs not yet on the light layer): theme from the display settings and the emotion cache
// with the RTL plugin for right-to-left languages (docs/product.md#languages). Public first-paint screens use the
// light layer (ui/) and never load this module; theme/settings-sync.ts sets <html dir> and the
// colour variables for both.
import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { useSettingsStore } from '../settings/settings-store';
import { createAppTheme } from './create-theme';
import type { ThemeSettings } from './create-theme';
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

/**
 * One theme per combination of settings for the whole app: every MUI route and dialog has a theme
 * provider of its own (the public layout has none), and building a theme is not free.
 */
const themes = new Map<string, Theme>();

function themeFor(settings: ThemeSettings): Theme {
  const key = `${settings.colorScheme}|${settings.direction}|${settings.contrast}|${settings.primaryColor}|${settings.fontFamily}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createAppTheme(settings);
    themes.set(key, theme);
  }
  return theme;
}

/**
 * MUI's theme for everything inside. `baseline` adds MUI's CssBaseline (whole-page MUI layouts);
 * a dialog or panel inside a light page leaves it out, ui/light.css already styles the page.
 */
export function AppThemeProvider({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  const colorScheme = useSettingsStore((s) => s.colorScheme);
  const direction = useSettingsStore((s) => s.direction);
  const contrast = useSettingsStore((s) => s.contrast);
  const primaryColor = useSettingsStore((s) => s.primaryColor);
  const fontFamily = useSettingsStore((s) => s.fontFamily);
  const { cache, direction: appliedDirection } = useDirectionCache(direction);

  const theme = themeFor({ colorScheme, direction: appliedDirection, contrast, primaryColor, fontFamily });

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {baseline ? <CssBaseline /> : null}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** A component wrapped in the MUI theme, for route modules and on-demand dialogs built with MUI. */
export function withMuiTheme<P extends object>(Component: ComponentType<P>, baseline = false): ComponentType<P> {
  function WithMuiTheme(props: P) {
    return (
      <AppThemeProvider baseline={baseline}>
        <Component {...props} />
      </AppThemeProvider>
    );
  }
  WithMuiTheme.displayName = `WithMuiTheme(${Component.displayName ?? Component.name})`;
  return WithMuiTheme;
}
