// The public site's frame (docs/product.md#public-site): header, the page, footer and the site notices. Plain
// elements on the light layer (ui/, main-layout.css): no MUI or emotion on the first paint; pages
// built with MUI bring the MUI theme with their route (routes/sections/main.tsx).
import { Outlet } from 'react-router';
import { MainFooter } from './footer';
import { MainHeader } from './header';
import { SiteNotices } from '../../sections/connectivity/components/site-notices';
import { MaintenanceGate } from '../../sections/content/components/maintenance-gate';
import './main-layout.css';

export function MainLayout() {
  return (
    <div className="ml-root">
      {/* First in the document (they are fixed on screen): a screen reader meets the consent
          question first, and a server-rendered page paints the banner with its first bytes. */}
      <SiteNotices />
      <MainHeader />
      <main id="main-content" tabIndex={-1} className="ml-main">
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      </main>
      <MainFooter />
    </div>
  );
}
