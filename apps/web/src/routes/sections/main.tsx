// Public routes (SPEC.md §2) inside the main layout; error, coming-soon and maintenance pages use
// the simple layout.
import type { RouteObject } from 'react-router';
import { paths } from '../paths';
import { loadThemed } from './themed';

export const mainRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: await loadThemed(async () => (await import('../../layouts/main/main-layout')).MainLayout) }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../../pages/home')).HomePage }),
      },
      {
        path: paths.booking.root,
        lazy: async () => ({ Component: (await import('../../sections/booking/view/booking-page')).BookingPage }),
      },
      { path: paths.booking.checkout, lazy: async () => ({ Component: (await import('../../pages/checkout')).CheckoutPage }) },
      { path: paths.calendar, lazy: async () => ({ Component: (await import('../../pages/calendar')).CalendarPage }) },
      { path: paths.customersBookings, lazy: async () => ({ Component: (await import('../../pages/customers-bookings')).CustomersBookingsPage }) },
      { path: paths.pricing, lazy: async () => ({ Component: (await import('../../pages/pricing')).PricingPage }) },
      { path: paths.payment, lazy: async () => ({ Component: (await import('../../pages/payment')).PaymentPage }) },
      { path: '/pay/:token', lazy: async () => ({ Component: (await import('../../pages/pay-link')).PayLinkPage }) },
      { path: paths.about, lazy: async () => ({ Component: (await import('../../pages/about-us')).AboutPage }) },
      { path: paths.contact, lazy: async () => ({ Component: (await import('../../pages/contact')).ContactPage }) },
      { path: paths.conditions, lazy: async () => ({ Component: (await import('../../pages/conditions')).ConditionsPage }) },
      { path: paths.faqs, lazy: async () => ({ Component: (await import('../../pages/faqs')).FaqsPage }) },
      { path: paths.agb, lazy: async () => ({ Component: (await import('../../pages/agb')).AgbPage }) },
      { path: paths.privacyPolicy, lazy: async () => ({ Component: (await import('../../pages/privacy-policy')).PrivacyPolicyPage }) },
      { path: paths.impressum, lazy: async () => ({ Component: (await import('../../pages/impressum')).ImpressumPage }) },
      { path: paths.cookiePolicy, lazy: async () => ({ Component: (await import('../../pages/cookie-policy')).CookiePolicyPage }) },
      { path: paths.restaurants, lazy: async () => ({ Component: (await import('../../pages/restaurants')).RestaurantsPage }) },
      { path: paths.beach, lazy: async () => ({ Component: (await import('../../pages/beach')).BeachPage }) },
      { path: paths.volleyball, lazy: async () => ({ Component: (await import('../../pages/volleyball')).VolleyballPage }) },
      { path: paths.dynamicSlots, lazy: async () => ({ Component: (await import('../../pages/dynamic-slots')).DynamicSlotsPage }) },
      { path: paths.events.root, lazy: async () => ({ Component: (await import('../../pages/events')).EventsPage }) },
      { path: '/events/:slug', lazy: async () => ({ Component: (await import('../../pages/event-details')).EventDetailsPage }) },
      { path: paths.product.root, lazy: async () => ({ Component: (await import('../../pages/product')).ProductPage }) },
      { path: paths.product.checkout, lazy: async () => ({ Component: (await import('../../pages/product')).ProductPage }) },
      { path: '/product/:id', lazy: async () => ({ Component: (await import('../../pages/product')).ProductPage }) },
      { path: paths.post.root, lazy: async () => ({ Component: (await import('../../pages/post')).PostPage }) },
      { path: '/post/:slug', lazy: async () => ({ Component: (await import('../../pages/post')).PostPage }) },
    ],
  },
  {
    lazy: async () => ({
      Component: await loadThemed(async () => (await import('../../layouts/simple/simple-layout')).SimpleLayout, true),
    }),
    children: [
      { path: paths.comingSoon, lazy: async () => ({ Component: (await import('../../pages/coming-soon')).ComingSoonPage }) },
      { path: paths.maintenance, lazy: async () => ({ Component: (await import('../../pages/maintenance')).MaintenancePage }) },
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
