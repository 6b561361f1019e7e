// Wraps every route: scroll to top on path change, the full-screen loader while a lazy screen
// loads (docs/product.md#public-site), the settings drawer and a skip link.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/loading-screen/loading-screen';
import { useSettingsStore } from '../../settings/settings-store';
import { useScreenLoading } from '../sections/lazy-screen';

// The drawer's controls are only downloaded once someone opens it.
const SettingsDrawer = lazy(async () => {
  const [{ SettingsDrawer: Drawer }, { withMuiTheme }] = await Promise.all([
    import('../../settings/settings-drawer'),
    import('../../theme/theme-provider'),
  ]);
  return { default: withMuiTheme(Drawer) };
});

/** Shows the loader only when loading takes long enough to notice, so fast screens don't flash. */
function useDelayed(isActive: boolean, delayMs: number): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isActive) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [isActive, delayMs]);
  return isShown;
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A navigation keeps the previous screen up while the next one's code loads (lazy-screen.tsx).
  const isLoaderShown = useDelayed(useScreenLoading(), 250);
  const isDrawerOpen = useSettingsStore((s) => s.isDrawerOpen);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(isDrawerOpen);
  if (isDrawerOpen && !hasOpenedDrawer) setHasOpenedDrawer(true);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a href="#main-content" className="cs-skip-link">
        {t('app.skipToContent')}
      </a>
      <Outlet />
      {isLoaderShown ? <LoadingScreen label={t('app.loading')} /> : null}
      {hasOpenedDrawer ? (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
