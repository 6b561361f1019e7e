// /dashboard (light layer, ADR 018): a greeting, the next game and the next steps for customers; the venue's "today" for staff, whose
// figures (occupancy, revenue, alerts) arrive with the analytics issue.
import { lazy, Suspense } from 'react';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Text } from '../../ui';
import {
  CalendarMonthOutlinedIcon as CalendarIcon,
  ListAltOutlinedIcon as BookingsIcon,
  PersonOutlineOutlinedIcon as UserIcon,
  ReceiptLongOutlinedIcon as InvoiceIcon,
  SportsVolleyballOutlinedIcon as BookIcon,
} from '../../ui/icons-dashboard';
import { hasPermission, useAuthStore } from '../../auth/auth-store';
import { PageMeta } from '../../components/page/page-meta';
import { paths } from '../../config/paths';
import './dashboard-home.css';

// A customer's card (their bookings, the courts, the calendar file): staff never see it, so its
// code is not part of the staff's first screen (ADR 024).
const NextGameCard = lazy(async () => ({ default: (await import('./next-game-card')).NextGameCard }));

interface Shortcut {
  key: string;
  path: string;
  icon: ReactElement;
}

const customerShortcuts: Shortcut[] = [
  { key: 'book', path: paths.dashboard.book, icon: <BookIcon /> },
  { key: 'bookings', path: paths.dashboard.bookings.root, icon: <BookingsIcon /> },
  { key: 'invoices', path: paths.dashboard.invoice.root, icon: <InvoiceIcon /> },
  { key: 'profile', path: paths.dashboard.user.profile, icon: <UserIcon /> },
];

const staffShortcuts: Shortcut[] = [
  { key: 'book', path: paths.dashboard.book, icon: <BookIcon /> },
  { key: 'calendar', path: paths.dashboard.calendar, icon: <CalendarIcon /> },
  { key: 'bookings', path: paths.dashboard.bookings.root, icon: <BookingsIcon /> },
  { key: 'profile', path: paths.dashboard.user.profile, icon: <UserIcon /> },
];

export function DashboardHomeView() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const isStaff = hasPermission(user, 'booking.read.any');
  const shortcuts = isStaff ? staffShortcuts : customerShortcuts;
  const firstName = user?.name.split(' ')[0] ?? '';
  return (
    <>
      <PageMeta title={t('dashboardHome.title')} />
      <Text variant="h4" as="h1" className="dh-greeting" data-testid="dashboard-greeting">
        {t('dashboardHome.greeting', { name: firstName })}
      </Text>
      <Text color="secondary" className="dh-lead">
        {isStaff ? t('pages.dashboard.app') : t('dashboardHome.customerText')}
      </Text>
      {isStaff ? null : (
        <Suspense fallback={null}>
          <NextGameCard />
        </Suspense>
      )}
      <div className="dh-shortcuts">
        {shortcuts.map((shortcut) => (
          <Card key={shortcut.key}>
            <RouterLink to={shortcut.path} className="cs-card-action dh-shortcut">
              <span className="dh-shortcut-icon">{shortcut.icon}</span>
              <Text variant="subtitle1" as="h2">
                {t(`dashboardHome.shortcuts.${shortcut.key}.title`)}
              </Text>
              <Text variant="body2" color="secondary">
                {t(`dashboardHome.shortcuts.${shortcut.key}.text`)}
              </Text>
            </RouterLink>
          </Card>
        ))}
      </div>
    </>
  );
}
