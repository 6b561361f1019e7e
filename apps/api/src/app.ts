// Builds the Fastify instance: plugins, then modules. It never listens (server.ts does), so tests
// drive it with app.inject() (CONVENTIONS.md layout).
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler, sendRouteNotFound } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerAuth } from './plugins/auth';
import { appVersion } from './lib/version';
import { healthRoutes } from './modules/health/health.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { staffBookingRoutes } from './modules/staff-booking/staff-booking.routes';
import { paymentLinkRoutes } from './modules/payment-link/payment-link.routes';
import { exportRoutes } from './modules/export/export.routes';
import { organizationRoutes } from './modules/organization/organization.routes';
import { availabilityCachePlugin } from './modules/availability/availability.cache';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { dynamicSlotRoutes } from './modules/dynamic-slot/dynamic-slot.routes';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { eventRoutes } from './modules/event/event.routes';
import { liveRoutes } from './modules/live/live.routes';
import { resourceRoutes } from './modules/resource/resource.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { permissionRoutes } from './modules/permission/permission.routes';
import { userRoutes } from './modules/user/user.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { couponRoutes } from './modules/coupon/coupon.routes';
import { voucherRoutes } from './modules/voucher/voucher.routes';
import { orderRoutes } from './modules/order/order.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { invoiceRoutes } from './modules/invoice/invoice.routes';
import { refundRoutes } from './modules/refund/refund.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { calendarOverviewRoutes } from './modules/calendar-feed/calendar-overview.routes';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { sessionPlayersRoutes } from './modules/session-players/session-players.routes';
import { venueSetupRoutes } from './modules/venue-setup/venue-setup.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { bankingRoutes } from './modules/banking/banking.routes';
import { isStripeConfigured } from './modules/payment/providers/stripe-provider';
import { productRoutes } from './modules/shop/product.routes';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
}

export async function buildApp({ config, database, serveWeb = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbHandle', database);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  // Stripe's hosts only when Stripe is offered: all three keys, as the provider registry requires.
  await registerSecurityHeaders(app, { stripe: isStripeConfigured(config.stripe) });
  await app.register(cookie);
  await registerOpenApi(app, appVersion);
  await app.register(registerAuth);

  await app.register(healthRoutes);
  await app.register(organizationRoutes);
  await app.register(availabilityCachePlugin);
  await app.register(availabilityRoutes);
  await app.register(resourceRoutes);
  await app.register(bookingRoutes);
  await app.register(dynamicSlotRoutes);
  await app.register(subscriptionRoutes);
  await app.register(eventRoutes);
  await app.register(liveRoutes);
  await app.register(authRoutes);
  await app.register(mailRoutes);
  await app.register(auditRoutes);
  await app.register(permissionRoutes);
  await app.register(userRoutes);
  await app.register(cartRoutes);
  await app.register(couponRoutes);
  await app.register(voucherRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(invoiceRoutes);
  await app.register(refundRoutes);
  await app.register(contactRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(calendarOverviewRoutes);
  await app.register(pricingRoutes);
  await app.register(sitemapRoutes);
  await app.register(sessionPlayersRoutes);
  await app.register(venueSetupRoutes);
  await app.register(analyticsRoutes);
  await app.register(bankingRoutes);
  await app.register(dashboardRoutes);
  await app.register(staffBookingRoutes);
  await app.register(paymentLinkRoutes);
  await app.register(exportRoutes);
  await app.register(productRoutes);

  const servesWeb = serveWeb && (await registerSpa(app, config.webDistDir));
  if (!servesWeb) app.setNotFoundHandler(sendRouteNotFound);
  return app;
}
