// Public routes (docs/product.md#public-site) inside the main layout; error, coming-soon and maintenance pages use
// the simple layout.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { loadThemed } from './themed';

/** A page built with MUI: its route module loads with the MUI theme (the layout has none). */
const themed = (load: () => Promise<ComponentType>) => async () => ({ Component: await loadThemed(load) });
/** A page on the light layer (ui/): no MUI theme to load. */
const light = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

export const mainRoutes: RouteObject[] = [
  {
    // The layout is on the light layer (no MUI theme); each page built with MUI brings the theme
    // with its route, the light ones (home, booking, events) don't.
    lazy: async () => ({ Component: (await import('../../layouts/main/main-layout')).MainLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../../pages/home')).HomePage }),
      },
      {
        path: paths.booking.root,
        lazy: async () => ({ Component: (await import('../../sections/booking/view/booking-page')).BookingPage }),
      },
      { path: paths.booking.checkout, lazy: themed(async () => (await import('../../pages/checkout')).CheckoutPage) },
      { path: paths.calendar, lazy: light(async () => (await import('../../pages/calendar')).CalendarPage) },
      {
        path: paths.customersBookings,
        lazy: light(async () => (await import('../../pages/customers-bookings')).CustomersBookingsPage),
      },
      { path: paths.pricing, lazy: light(async () => (await import('../../pages/pricing')).PricingPage) },
      { path: paths.payment, lazy: themed(async () => (await import('../../pages/payment')).PaymentPage) },
      { path: paths.passes, lazy: themed(async () => (await import('../../pages/passes')).PassesPage) },
      { path: '/pay/:token', lazy: themed(async () => (await import('../../pages/pay-link')).PayLinkPage) },
      {
        path: '/waitlist/:token',
        lazy: async () => ({ Component: (await import('../../pages/waitlist')).WaitlistPage }),
      },
      { path: paths.about, lazy: light(async () => (await import('../../pages/about-us')).AboutPage) },
      { path: paths.contact, lazy: light(async () => (await import('../../pages/contact')).ContactPage) },
      { path: paths.conditions, lazy: light(async () => (await import('../../pages/conditions')).ConditionsPage) },
      { path: paths.faqs, lazy: light(async () => (await import('../../pages/faqs')).FaqsPage) },
      { path: paths.agb, lazy: light(async () => (await import('../../pages/agb')).AgbPage) },
      {
        path: paths.privacyPolicy,
        lazy: light(async () => (await import('../../pages/privacy-policy')).PrivacyPolicyPage),
      },
      { path: paths.impressum, lazy: light(async () => (await import('../../pages/impressum')).ImpressumPage) },
      {
        path: paths.cookiePolicy,
        lazy: light(async () => (await import('../../pages/cookie-policy')).CookiePolicyPage),
      },
      { path: paths.restaurants, lazy: light(async () => (await import('../../pages/restaurants')).RestaurantsPage) },
      { path: paths.beach, lazy: light(async () => (await import('../../pages/beach')).BeachPage) },
      {
        path: paths.courses.root,
        lazy: async () => ({ Component: (await import('../../pages/courses')).CoursesPage }),
      },
      {
        path: '/courses/:slug',
        lazy: async () => ({ Component: (await import('../../pages/course-details')).CourseDetailsPage }),
      },
      { path: paths.volleyball, lazy: light(async () => (await import('../../pages/volleyball')).VolleyballPage) },
      {
        path: paths.dynamicSlots,
        lazy: light(async () => (await import('../../pages/dynamic-slots')).DynamicSlotsPage),
      },
      { path: paths.events.root, lazy: async () => ({ Component: (await import('../../pages/events')).EventsPage }) },
      {
        path: '/events/:slug',
        lazy: async () => ({ Component: (await import('../../pages/event-details')).EventDetailsPage }),
      },
      // The shop is on the light layer (no MUI theme), like the events pages.
      {
        path: paths.product.root,
        lazy: async () => ({ Component: (await import('../../pages/product')).ProductPage }),
      },
      {
        path: paths.product.checkout,
        lazy: async () => ({ Component: (await import('../../pages/product')).ProductCheckoutPage }),
      },
      {
        path: '/product/:id',
        lazy: async () => ({ Component: (await import('../../pages/product')).ProductDetailsPage }),
      },
      { path: paths.post.root, lazy: async () => ({ Component: (await import('../../pages/post')).PostPage }) },
      { path: '/post/:slug', lazy: async () => ({ Component: (await import('../../pages/post')).PostPage }) },
      { path: paths.jobs.root, lazy: light(async () => (await import('../../pages/jobs')).JobsPage) },
      { path: '/jobs/:slug', lazy: light(async () => (await import('../../pages/jobs')).JobDetailsPage) },
    ],
  },
  {
    lazy: async () => ({
      Component: await loadThemed(async () => (await import('../../layouts/simple/simple-layout')).SimpleLayout, true),
    }),
    children: [
      {
        path: paths.comingSoon,
        lazy: async () => ({ Component: (await import('../../pages/coming-soon')).ComingSoonPage }),
      },
      {
        path: paths.maintenance,
        lazy: async () => ({ Component: (await import('../../pages/maintenance')).MaintenancePage }),
      },
      {
        path: paths.page403,
        lazy: async () => ({ Component: (await import('../../pages/error/page-403')).Page403 }),
      },
      {
        path: paths.page404,
        lazy: async () => ({ Component: (await import('../../pages/error/page-404')).Page404 }),
      },
      {
        path: paths.page500,
        lazy: async () => ({ Component: (await import('../../pages/error/page-500')).Page500 }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../../pages/error/page-404')).Page404 }),
      },
    ],
  },
];
