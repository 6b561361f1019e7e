// Public routes (docs/product.md#public-site) inside the main layout; error, coming-soon and maintenance pages use
// the simple layout.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyScreen } from './lazy-screen';
import { loadThemed } from './themed';

/** A page built with MUI: its route module loads with the MUI theme (the layout has none). */
const themed = (load: () => Promise<ComponentType>) => lazyScreen(() => loadThemed(load));
/** A page on the light layer (ui/): no MUI theme to load. */
const light = (load: () => Promise<ComponentType>) => lazyScreen(load);

export const mainRoutes: RouteObject[] = [
  {
    // The layout is on the light layer (no MUI theme); each page built with MUI brings the theme
    // with its route, the light ones (home, booking, events) don't.
    Component: lazyScreen(async () => (await import('../../layouts/main/main-layout')).MainLayout),
    children: [
      {
        index: true,
        Component: lazyScreen(async () => (await import('../../pages/home')).HomePage),
      },
      {
        path: paths.booking.root,
        Component: lazyScreen(async () => (await import('../../sections/booking/view/booking-page')).BookingPage),
      },
      {
        path: paths.booking.checkout,
        Component: themed(async () => (await import('../../pages/checkout')).CheckoutPage),
      },
      { path: paths.calendar, Component: light(async () => (await import('../../pages/calendar')).CalendarPage) },
      {
        path: paths.customersBookings,
        Component: light(async () => (await import('../../pages/customers-bookings')).CustomersBookingsPage),
      },
      { path: paths.pricing, Component: light(async () => (await import('../../pages/pricing')).PricingPage) },
      { path: paths.payment, Component: themed(async () => (await import('../../pages/payment')).PaymentPage) },
      { path: paths.passes, Component: themed(async () => (await import('../../pages/passes')).PassesPage) },
      { path: '/pay/:token', Component: themed(async () => (await import('../../pages/pay-link')).PayLinkPage) },
      {
        path: '/waitlist/:token',
        Component: lazyScreen(async () => (await import('../../pages/waitlist')).WaitlistPage),
      },
      { path: paths.about, Component: light(async () => (await import('../../pages/about-us')).AboutPage) },
      { path: paths.contact, Component: light(async () => (await import('../../pages/contact')).ContactPage) },
      { path: paths.conditions, Component: light(async () => (await import('../../pages/conditions')).ConditionsPage) },
      { path: paths.faqs, Component: light(async () => (await import('../../pages/faqs')).FaqsPage) },
      { path: paths.agb, Component: light(async () => (await import('../../pages/agb')).AgbPage) },
      {
        path: paths.privacyPolicy,
        Component: light(async () => (await import('../../pages/privacy-policy')).PrivacyPolicyPage),
      },
      { path: paths.impressum, Component: light(async () => (await import('../../pages/impressum')).ImpressumPage) },
      {
        path: paths.cookiePolicy,
        Component: light(async () => (await import('../../pages/cookie-policy')).CookiePolicyPage),
      },
      {
        path: paths.restaurants,
        Component: light(async () => (await import('../../pages/restaurants')).RestaurantsPage),
      },
      { path: paths.beach, Component: light(async () => (await import('../../pages/beach')).BeachPage) },
      {
        path: paths.courses.root,
        Component: lazyScreen(async () => (await import('../../pages/courses')).CoursesPage),
      },
      {
        path: '/courses/:slug',
        Component: lazyScreen(async () => (await import('../../pages/course-details')).CourseDetailsPage),
      },
      { path: paths.volleyball, Component: light(async () => (await import('../../pages/volleyball')).VolleyballPage) },
      {
        path: paths.dynamicSlots,
        Component: light(async () => (await import('../../pages/dynamic-slots')).DynamicSlotsPage),
      },
      { path: paths.events.root, Component: lazyScreen(async () => (await import('../../pages/events')).EventsPage) },
      {
        path: '/events/:slug',
        Component: lazyScreen(async () => (await import('../../pages/event-details')).EventDetailsPage),
      },
      // The shop is on the light layer (no MUI theme), like the events pages.
      {
        path: paths.product.root,
        Component: lazyScreen(async () => (await import('../../pages/product')).ProductPage),
      },
      {
        path: paths.product.checkout,
        Component: lazyScreen(async () => (await import('../../pages/product')).ProductCheckoutPage),
      },
      {
        path: '/product/:id',
        Component: lazyScreen(async () => (await import('../../pages/product')).ProductDetailsPage),
      },
      { path: paths.post.root, Component: lazyScreen(async () => (await import('../../pages/post')).PostPage) },
      { path: '/post/:slug', Component: lazyScreen(async () => (await import('../../pages/post')).PostPage) },
      { path: paths.jobs.root, Component: light(async () => (await import('../../pages/jobs')).JobsPage) },
      { path: '/jobs/:slug', Component: light(async () => (await import('../../pages/jobs')).JobDetailsPage) },
    ],
  },
  {
    Component: lazyScreen(() =>
      loadThemed(async () => (await import('../../layouts/simple/simple-layout')).SimpleLayout, true),
    ),
    children: [
      {
        path: paths.comingSoon,
        Component: lazyScreen(async () => (await import('../../pages/coming-soon')).ComingSoonPage),
      },
      {
        path: paths.maintenance,
        Component: lazyScreen(async () => (await import('../../pages/maintenance')).MaintenancePage),
      },
      {
        path: paths.page403,
        Component: lazyScreen(async () => (await import('../../pages/error/page-403')).Page403),
      },
      {
        path: paths.page404,
        Component: lazyScreen(async () => (await import('../../pages/error/page-404')).Page404),
      },
      {
        path: paths.page500,
        Component: lazyScreen(async () => (await import('../../pages/error/page-500')).Page500),
      },
      {
        path: '*',
        Component: lazyScreen(async () => (await import('../../pages/error/page-404')).Page404),
      },
    ],
  },
];
