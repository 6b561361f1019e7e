// Dashboard routes (docs/product.md#dashboard) with the venue meaning of docs/product.md#dashboard.
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { AuthGuard } from '../../auth/guards/auth-guard';
import { areaRoute, crudRoutes, guardedRoute } from './lazy-routes';
import { loadThemed } from './themed';

const d = paths.dashboard;

export const dashboardRoutes: RouteObject[] = [
  {
    path: d.root,
    lazy: async () => {
      const { DashboardLayout } = await import('../../layouts/dashboard/dashboard-layout');
      return {
        Component: await loadThemed(
          async () => () => (
            <AuthGuard>
              <DashboardLayout />
            </AuthGuard>
          ),
          true,
        ),
      };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../pages/dashboard/overview')).OverviewPage,
        }),
      },
      { path: d.general.app, element: <Navigate to={d.root} replace /> },
      areaRoute(d.general.ecommerce, 'ecommerce'),
      guardedRoute(d.general.analytics, async () => (await import('../../pages/dashboard/analytics')).AnalyticsPage),
      guardedRoute(d.general.banking, async () => (await import('../../pages/dashboard/banking')).BankingPage),
      {
        path: d.general.booking,
        lazy: async () => ({ Component: (await import('../../pages/dashboard/bookings')).BookingsPage }),
      },
      areaRoute(d.general.file, 'file'),
      areaRoute(d.general.course, 'course'),
      guardedRoute(d.mail, async () => (await import('../../pages/dashboard/mail')).MailPage),
      guardedRoute(d.waitlist, async () => (await import('../../pages/dashboard/waitlist')).StaffWaitlistPage),
      areaRoute(d.chat, 'chat'),
      areaRoute(d.blank, 'blank'),
      guardedRoute(d.kanban, async () => (await import('../../pages/dashboard/kanban')).KanbanPage),
      {
        path: d.calendar,
        lazy: async () => ({ Component: (await import('../../pages/dashboard/calendar')).CalendarPage }),
      },
      {
        path: d.book,
        lazy: async () => ({ Component: (await import('../../pages/booking')).DashboardBookPage }),
      },
      { path: d.checkout, lazy: async () => ({ Component: (await import('../../pages/checkout')).CheckoutPage }) },
      {
        path: d.customersBookings,
        lazy: async () => ({
          Component: (await import('../../pages/dashboard/customers-bookings')).CustomersBookingsPage,
        }),
      },
      areaRoute(d.fileManager, 'fileManager'),
      guardedRoute(d.coupons, async () => (await import('../../pages/dashboard/coupons')).CouponsPage),
      guardedRoute(d.dynamicSlots, async () => (await import('../../pages/dashboard/dynamic-slots')).DynamicSlotsPage),
      guardedRoute(d.permission, async () => (await import('../../pages/dashboard/permission')).PermissionPage),
      guardedRoute(d.venue, async () => (await import('../../pages/dashboard/venue')).VenuePage),
      { path: d.user.root, element: <Navigate to={d.user.list} replace /> },
      guardedRoute(d.user.list, async () => (await import('../../pages/dashboard/user-list')).UserListPage),
      guardedRoute(d.user.new, async () => (await import('../../pages/dashboard/user-new')).UserNewPage),
      guardedRoute(d.user.cards, async () => (await import('../../pages/dashboard/user-cards')).UserCardsPage),
      guardedRoute(d.user.profile, async () => (await import('../../pages/dashboard/user-profile')).UserProfilePage),
      guardedRoute(d.user.account, async () => (await import('../../pages/dashboard/user-account')).UserAccountPage),
      guardedRoute(
        `${d.user.root}/:id/edit`,
        async () => (await import('../../pages/dashboard/user-edit')).UserEditPage,
      ),
      {
        path: d.bookings.root,
        lazy: async () => ({ Component: (await import('../../pages/dashboard/bookings')).BookingsPage }),
      },
      {
        path: `${d.bookings.root}/:id`,
        lazy: async () => ({ Component: (await import('../../pages/dashboard/booking-details')).BookingDetailsPage }),
      },
      ...crudRoutes(d.product.root, 'product'),
      guardedRoute(d.invoice.root, async () => (await import('../../pages/dashboard/invoice-list')).InvoiceListPage),
      guardedRoute(d.invoice.new, async () => (await import('../../pages/dashboard/invoice-new')).InvoiceNewPage),
      guardedRoute(
        `${d.invoice.root}/:id`,
        async () => (await import('../../pages/dashboard/invoice-details')).InvoiceDetailsPage,
      ),
      guardedRoute(
        `${d.invoice.root}/:id/edit`,
        async () => (await import('../../pages/dashboard/invoice-edit')).InvoiceEditPage,
      ),
      ...crudRoutes(d.job.root, 'job'),
      ...crudRoutes(d.post.root, 'post', 'slug'),
      ...crudRoutes(d.tour.root, 'tour'),
      guardedRoute(d.order.root, async () => (await import('../../pages/dashboard/order-list')).OrderListPage),
      guardedRoute(
        `${d.order.root}/:id`,
        async () => (await import('../../pages/dashboard/order-details')).OrderDetailsPage,
      ),
    ],
  },
];
