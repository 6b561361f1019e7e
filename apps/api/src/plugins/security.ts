import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

// A strict Content-Security-Policy for the SPA: scripts only from this origin, no third party.
// Styles allow 'unsafe-inline' because MUI's emotion injects <style> tags at run time.
// Stripe's hosts are added only when Stripe is configured (docs/ARCHITECTURE.md: no third-party request
// without need).
export async function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean }): Promise<void> {
  // Stripe's documented list for Stripe.js and the Payment Element (3-D Secure frames included).
  const stripeScript = options.stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrame = options.stripe
    ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
    : [];
  const stripeConnect = options.stripe ? ['https://api.stripe.com'] : [];
  // The contact page's map (OpenStreetMap embed, only after consent) and, when configured, the
  // contact form's bot challenge (Cloudflare Turnstile).
  const mapFrame = ['https://www.openstreetmap.org'];
  const challenge = app.config.botChallenge ? ['https://challenges.cloudflare.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScript, ...challenge],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeConnect],
        frameSrc: ["'self'", ...stripeFrame, ...mapFrame, ...challenge],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
