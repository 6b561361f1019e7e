// Dashboard layout with the three navLayout values of docs/product.md#public-site: vertical, horizontal and mini.
// Below lg every layout uses a drawer with the vertical navigation. Plain elements on the light layer
// (ui/, dashboard-layout.css): the first screen loads no MUI; the screens built with MUI bring its
// theme with their routes (routes/sections/dashboard.tsx, ADR 018).
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, useAuthStore } from '../../auth/auth-store';
import { permissionFor } from '../../config/dashboard-access';
import { useSettingsStore } from '../../settings/settings-store';
import { cx } from '../../ui/cx';
import { DashboardHeader } from './dashboard-header';
import { DashboardLogo } from './dashboard-logo';
import { dashboardNav, filterNav } from './nav-config';
import { NavDrawer } from './nav-drawer';
import { NavHorizontal } from './nav-horizontal';
import { NavMini } from './nav-mini';
import { NavVertical } from './nav-vertical';
import './nav.css';
import './dashboard-layout.css';

export function DashboardLayout() {
  // The frame and the overview read texts that are not in common (locales/i18n.ts
  // LAYOUT_NAMESPACES): loaded before they render. The other screens' page titles and account
  // texts (dashboard-more, account) load with those screens (routes/sections/dashboard.tsx).
  useTranslation(['common', 'dashboard']);
  const navLayout = useSettingsStore((s) => s.navLayout);
  const navColor = useSettingsStore((s) => s.navColor);
  const compactLayout = useSettingsStore((s) => s.compactLayout);
  const [isMobileNavOpen, setMobileNavOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const nav = useMemo(() => filterNav(dashboardNav, (path) => hasPermission(user, permissionFor(path))), [user]);

  return (
    <div className="dl-root" data-nav-layout={navLayout} data-nav-color={navColor}>
      {navLayout !== 'horizontal' ? (
        <aside className="dl-side">
          <div className="dl-logo-box">
            <DashboardLogo isSingle={navLayout === 'mini'} />
          </div>
          {navLayout === 'mini' ? <NavMini groups={nav} /> : <NavVertical groups={nav} />}
        </aside>
      ) : null}

      <NavDrawer isOpen={isMobileNavOpen} onClose={() => setMobileNavOpen(false)} navColor={navColor}>
        <div className="dl-logo-box">
          <DashboardLogo />
        </div>
        <NavVertical groups={nav} onNavigate={() => setMobileNavOpen(false)} />
      </NavDrawer>

      <div className="dl-body">
        <DashboardHeader onOpenNav={() => setMobileNavOpen(true)} />
        {navLayout === 'horizontal' ? (
          <div className="dl-hnav-bar">
            <NavHorizontal groups={nav} />
          </div>
        ) : null}
        <main id="main-content" tabIndex={-1} className="dl-main">
          <div className={cx('dl-container', compactLayout && 'dl-container-compact')}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
