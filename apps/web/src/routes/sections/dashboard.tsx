// Dashboard routes (docs/product.md#dashboard) with the venue meaning of docs/product.md#dashboard.
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { AuthGuard } from '../../auth/guards/auth-guard';
import { areaRoute, guardedRoute } from './lazy-routes';
import { lazyScreen } from './lazy-screen';
import { loadThemed } from './themed';

const d = paths.dashboard;

export const dashboardRoutes: RouteObject[] = [
  {
    path: d.root,
    // The layout and the first screen (overview) are on the light layer: no MUI on the way in.
    Component: lazyScreen(async () => {
      const { DashboardLayout } = await import('../../layouts/dashboard/dashboard-layout');
      return () => (
        <AuthGuard>
          <DashboardLayout />
        </AuthGuard>
      );
    }),
    children: [
      {
        index: true,
        Component: lazyScreen(async () => (await import('../../pages/dashboard/overview')).OverviewPage),
      },
      {
        // Every other screen is built with MUI: the theme (with MUI's baseline) loads with the
        // first of them and stays mounted around their outlet while staff move between them;
        // so do their texts (ADR 024).
        Component: lazyScreen(() =>
          loadThemed(
            async () => (await import('../../layouts/dashboard/dashboard-screens')).loadDashboardScreens(),
            true,
          ),
        ),
        children: [
          { path: d.general.app, element: <Navigate to={d.root} replace /> },
          guardedRoute(
            d.general.ecommerce,
            async () => (await import('../../pages/dashboard/shop-sales')).ShopSalesPage,
          ),
          guardedRoute(
            d.general.analytics,
            async () => (await import('../../pages/dashboard/analytics')).AnalyticsPage,
          ),
          guardedRoute(d.general.banking, async () => (await import('../../pages/dashboard/banking')).BankingPage),
          {
            path: d.general.booking,
            Component: lazyScreen(async () => (await import('../../pages/dashboard/bookings')).BookingsPage),
          },
          guardedRoute(
            d.general.file,
            async () => (await import('../../pages/dashboard/file-overview')).FileOverviewPage,
          ),
          guardedRoute(d.general.course, async () => (await import('../../pages/dashboard/courses')).StaffCoursesPage),
          guardedRoute(d.mail, async () => (await import('../../pages/dashboard/mail')).MailPage),
          guardedRoute(d.waitlist, async () => (await import('../../pages/dashboard/waitlist')).StaffWaitlistPage),
          guardedRoute(d.chat, async () => (await import('../../pages/dashboard/chat')).ChatPage),
          areaRoute(d.blank, 'blank'),
          guardedRoute(d.kanban, async () => (await import('../../pages/dashboard/kanban')).KanbanPage),
          {
            path: d.calendar,
            Component: lazyScreen(async () => (await import('../../pages/dashboard/calendar')).CalendarPage),
          },
          {
            path: d.book,
            Component: lazyScreen(async () => (await import('../../pages/booking')).DashboardBookPage),
          },
          { path: d.checkout, Component: lazyScreen(async () => (await import('../../pages/checkout')).CheckoutPage) },
          {
            path: d.customersBookings,
            Component: lazyScreen(
              async () => (await import('../../pages/dashboard/customers-bookings')).CustomersBookingsPage,
            ),
          },
          guardedRoute(d.fileManager, async () => (await import('../../pages/dashboard/file-manager')).FileManagerPage),
          guardedRoute(d.coupons, async () => (await import('../../pages/dashboard/coupons')).CouponsPage),
          guardedRoute(d.passes, async () => (await import('../../pages/dashboard/passes')).PassTypesPage),
          guardedRoute(
            d.dynamicSlots,
            async () => (await import('../../pages/dashboard/dynamic-slots')).DynamicSlotsPage,
          ),
          guardedRoute(d.permission, async () => (await import('../../pages/dashboard/permission')).PermissionPage),
          guardedRoute(d.venue, async () => (await import('../../pages/dashboard/venue')).VenuePage),
          { path: d.user.root, element: <Navigate to={d.user.list} replace /> },
          guardedRoute(d.user.list, async () => (await import('../../pages/dashboard/user-list')).UserListPage),
          guardedRoute(d.user.new, async () => (await import('../../pages/dashboard/user-new')).UserNewPage),
          guardedRoute(d.user.cards, async () => (await import('../../pages/dashboard/user-cards')).UserCardsPage),
          guardedRoute(
            d.user.profile,
            async () => (await import('../../pages/dashboard/user-profile')).UserProfilePage,
          ),
          guardedRoute(
            d.user.account,
            async () => (await import('../../pages/dashboard/user-account')).UserAccountPage,
          ),
          guardedRoute(
            `${d.user.root}/:id/edit`,
            async () => (await import('../../pages/dashboard/user-edit')).UserEditPage,
          ),
          {
            path: d.bookings.root,
            Component: lazyScreen(async () => (await import('../../pages/dashboard/bookings')).BookingsPage),
          },
          {
            path: `${d.bookings.root}/:id`,
            Component: lazyScreen(
              async () => (await import('../../pages/dashboard/booking-details')).BookingDetailsPage,
            ),
          },
          guardedRoute(d.product.root, async () => (await import('../../pages/dashboard/products')).ProductsPage),
          ...[d.product.new, `${d.product.root}/:id`, `${d.product.root}/:id/edit`].map((path) =>
            guardedRoute(path, async () => (await import('../../pages/dashboard/products')).ProductEditPage),
          ),
          guardedRoute(
            d.invoice.root,
            async () => (await import('../../pages/dashboard/invoice-list')).InvoiceListPage,
          ),
          guardedRoute(d.invoice.new, async () => (await import('../../pages/dashboard/invoice-new')).InvoiceNewPage),
          guardedRoute(
            `${d.invoice.root}/:id`,
            async () => (await import('../../pages/dashboard/invoice-details')).InvoiceDetailsPage,
          ),
          guardedRoute(
            `${d.invoice.root}/:id/edit`,
            async () => (await import('../../pages/dashboard/invoice-edit')).InvoiceEditPage,
          ),
          guardedRoute(d.job.root, async () => (await import('../../pages/dashboard/jobs-admin')).JobsAdminPage),
          ...[d.job.new, `${d.job.root}/:id`, `${d.job.root}/:id/edit`].map((path) =>
            guardedRoute(path, async () => (await import('../../pages/dashboard/jobs-admin')).JobEditorPage),
          ),
          guardedRoute(d.post.root, async () => (await import('../../pages/dashboard/post-list')).PostListPage),
          guardedRoute(d.post.new, async () => (await import('../../pages/dashboard/post-editor')).PostNewPage),
          guardedRoute(
            `${d.post.root}/:slug`,
            async () => (await import('../../pages/dashboard/post-editor')).PostDetailsPage,
          ),
          guardedRoute(
            `${d.post.root}/:slug/edit`,
            async () => (await import('../../pages/dashboard/post-editor')).PostEditPage,
          ),
          guardedRoute(d.tour.root, async () => (await import('../../pages/dashboard/events-admin')).EventsAdminPage),
          ...[d.tour.new, `${d.tour.root}/:id`, `${d.tour.root}/:id/edit`].map((path) =>
            guardedRoute(path, async () => (await import('../../pages/dashboard/events-admin')).EventEditorPage),
          ),
          guardedRoute(d.order.root, async () => (await import('../../pages/dashboard/order-list')).OrderListPage),
          guardedRoute(
            `${d.order.root}/:id`,
            async () => (await import('../../pages/dashboard/order-details')).OrderDetailsPage,
          ),
        ],
      },
    ],
  },
];
