import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { applyHelmetOnce } from './helmet-once';

// A strict Content-Security-Policy for the SPA: scripts only from this origin, no third party.
// Styles allow 'unsafe-inline' because MUI's emotion injects <style> tags at run time.
// Stripe's hosts are added only when Stripe is configured (no third-party request without need).
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { stripe: boolean; paypal?: boolean; adyen?: boolean },
): Promise<void> {
  // Stripe's documented list for Stripe.js and the Payment Element (3-D Secure frames included).
  const stripeScript = options.stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrame = options.stripe
    ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
    : [];
  const stripeConnect = options.stripe ? ['https://api.stripe.com'] : [];
  // PayPal's documented list for its JS SDK (buttons and their popup frames live on *.paypal.com,
  // images and helper scripts on *.paypalobjects.com), only when PayPal is configured.
  const paypal = options.paypal ? ['https://*.paypal.com', 'https://*.paypalobjects.com'] : [];
  const paypalFrame = options.paypal ? ['https://*.paypal.com'] : [];
  // Adyen Web (Drop-in): its script, stylesheet, card-field frames, images and requests live on
  // checkoutshopper-*.adyen.com; 3-D Secure runs as a redirect (our session asks for no native
  // challenge frame), which may post a form to Adyen. Only when Adyen is configured.
  const adyen = options.adyen ? ['https://*.adyen.com'] : [];
  // The contact page's map (OpenStreetMap embed, only after consent) and, when configured, the
  // contact form's bot challenge (Cloudflare Turnstile).
  const mapFrame = ['https://www.openstreetmap.org'];
  const challenge = app.config.botChallenge ? ['https://challenges.cloudflare.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScript, ...paypal, ...adyen, ...challenge],
        styleSrc: ["'self'", "'unsafe-inline'", ...adyen],
        imgSrc: ["'self'", 'data:', 'blob:', ...paypal, ...adyen],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeConnect, ...paypalFrame, ...adyen],
        frameSrc: ["'self'", ...stripeFrame, ...paypalFrame, ...adyen, ...mapFrame, ...challenge],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...adyen],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, and only over HTTPS: over plain HTTP it would be ignored at best.
    hsts: false,
    // The headers are computed once and then copied (helmet-once.ts).
    global: false,
  });
  const permissionsPolicy = permissionsPolicyFor(options);
  // request.protocol is 'https' for a TLS socket, or when a proxy trusted by TRUST_PROXY says so
  // (X-Forwarded-Proto); an untrusted header cannot switch HSTS on.
  const hsts = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
  applyHelmetOnce(
    app,
    (request, reply) => {
      reply.header('Permissions-Policy', permissionsPolicy);
      hsts(request, reply);
    },
    // JSON answers of the API: the short set (helmet-once.ts) and HSTS.
    hsts,
  );
}

/**
 * Every powerful browser feature off, for this origin and any frame it embeds; the payment request
 * API only for this origin and Stripe's frames when Stripe is offered (its Payment Element uses it for
 * wallets).
 */
export function permissionsPolicyFor(options: { stripe: boolean }): string {
  const off = [
    'accelerometer',
    'autoplay',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`);
  const payment = options.stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()';
  return [...off, payment, 'fullscreen=(self)'].join(', ');
}
