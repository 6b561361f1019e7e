// The outlet of every dashboard screen but the overview (routes/sections/dashboard.tsx). Their
// texts — page titles and descriptions, bookings, desk, calendar, payment links, account — are not
// part of the first screen (ADR 024): they load with the first of these screens, and again for a
// new language.
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_SCREEN_NAMESPACES, i18next } from '../../locales/i18n';

function DashboardScreens() {
  useTranslation([...DASHBOARD_SCREEN_NAMESPACES]);
  return <Outlet />;
}

/** The outlet, once its texts are here (the route shows the screen before then otherwise). */
export async function loadDashboardScreens() {
  await i18next.loadNamespaces([...DASHBOARD_SCREEN_NAMESPACES]);
  return DashboardScreens;
}
