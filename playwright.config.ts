// End-to-end tests drive the system Chromium against the built server (npm run build first).
// Each run gets a fresh data directory, so the demo venue is seeded anew.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets a second run (CI in a clone) sit beside a developer's run (it uses E2E_PORT … +7).
// The suite runs as projects side by side, each against a server and database of its own (the
// public site, the booking and desk flows, and one per payment provider), so they never see each
// other's data; inside a project the files run one after another. The staff screens as a project of
// their own (three projects busy all the time instead of two for the last minutes) measured slower
// on two cores: 10.8 min against 8.4–8.7, the browsers contending for the CPU.
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Workers re-read this file; the variable keeps them on the directory the runner created.
process.env.E2E_DATA_DIR ??= path.resolve('test-results', `e2e-data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

// The `stripe` project's server has Stripe configured against the fake Stripe server (a process of
// its own, apps/api/test/fakes/fake-stripe-server.ts); the browser gets a fake Stripe.js
// (e2e/fake-stripe-js.ts). In production mode Stripe then replaces the offline test provider.
const FAKE_STRIPE_PORT = PORT + 3;
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_courtside_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_courtside_fake',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(FAKE_STRIPE_PORT),
  STRIPE_API_PROTOCOL: 'http',
  // SEPA direct debit beside the card (docs/product/payments.md#sepa-direct-debit): offered for abos.
  STRIPE_PAYMENT_METHODS: 'card,sepa_debit',
};
// The `paypal` project's server has PayPal configured against the fake PayPal server (a process of
// its own, apps/api/test/fakes/fake-paypal-main.ts); the browser gets a fake PayPal JS SDK
// (e2e/fake-paypal-sdk.ts). PayPal is then the one online provider offered there.
const FAKE_PAYPAL_PORT = PORT + 5;
const paypalEnv = {
  PAYPAL_CLIENT_ID: 'courtside-fake-client',
  PAYPAL_CLIENT_SECRET: 'courtside-fake-secret',
  PAYPAL_WEBHOOK_ID: 'WH-COURTSIDE-FAKE',
  PAYPAL_API_BASE: `http://127.0.0.1:${FAKE_PAYPAL_PORT}`,
};
// The `adyen` project's server has Adyen configured against the fake Adyen server (a process of its
// own, apps/api/test/fakes/fake-adyen-main.ts, which sends its signed notifications to that server);
// the browser gets a fake Adyen Web (e2e/fake-adyen-web.ts). Adyen is the one online provider there.
const FAKE_ADYEN_PORT = PORT + 7;
const adyenEnv = {
  ADYEN_API_KEY: 'AQE-courtside-fake-api-key',
  ADYEN_MERCHANT_ACCOUNT: 'CourtsideECOM',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  ADYEN_CLIENT_KEY: 'test_COURTSIDEFAKECLIENTKEY000000',
  ADYEN_API_BASE: `http://127.0.0.1:${FAKE_ADYEN_PORT}`,
};
// Each file belongs to one project: the patterns match whole file names (stripe-checkout.spec.ts
// is the Stripe server's, not the booking project's checkout*.spec.ts).
// With TEST_DATABASE_URL (CI) the site's and the booking project's servers run on PostgreSQL, the
// payment providers' three on PGlite as `npm start` does: the suite covers both databases, and the
// two busiest servers' SQL runs natively (measured ≈ 25 % less server CPU than on PGlite for the
// same tests).
// Staff screens that leave the site's pages as they were (they read, or change only bookings and
// mails) run on the site's server: the booking project is the longest, and measured alone for its
// last minute while the site's had finished (one core idle).
const SITE_DASHBOARD = 'first-load|grid-phone|keyboard|mail|nav';
const servers: {
  name: string;
  port: number;
  testMatch: RegExp;
  env?: Record<string, string>;
  postgres?: boolean;
}[] = [
  {
    name: 'site',
    port: PORT,
    testMatch: new RegExp(`[\\\\/](a11y[\\w-]*|auth|public|shell|content|dashboard-(${SITE_DASHBOARD}))\\.spec\\.ts$`),
    postgres: true,
  },
  {
    name: 'booking',
    port: PORT + 1,
    testMatch: new RegExp(
      `[\\\\/](booking[\\w-]*|checkout(?!-paypal|-adyen)[\\w-]*|dashboard(?!-(${SITE_DASHBOARD})\\.)[\\w-]*)\\.spec\\.ts$`,
    ),
    postgres: true,
  },
  { name: 'stripe', port: PORT + 2, testMatch: /[\\/]stripe[\w-]*\.spec\.ts$/, env: stripeEnv },
  { name: 'paypal', port: PORT + 4, testMatch: /[\\/]checkout-paypal\.spec\.ts$/, env: paypalEnv },
  { name: 'adyen', port: PORT + 6, testMatch: /[\\/]checkout-adyen\.spec\.ts$/, env: adyenEnv },
];
for (const server of servers) mkdirSync(path.join(dataDir, server.name), { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // At most three projects run at once on CI's two cores (four browsers and servers side by side
  // measured load 11-15 and test timeouts); the short stripe, paypal and adyen projects take turns.
  workers: Math.min(3, servers.length),
  // One retry: on CI's loaded two cores a screen is now and then slower than a wait allows. A test
  // that passes only on its retry is listed as "flaky" in the report, so it is still seen and fixed.
  retries: 1,
  // A checkout with Stripe takes 17-25 s on a quiet 2-core machine; CI's run of 2026-11-25 on a
  // loaded one took three times as long and hit 60 s. Waits for one thing stay at 20 s (expect).
  timeout: 90_000,
  // Generous: the suite shares a 2-core machine with builds and other test runs.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-GB',
    // A click or fill that cannot happen fails with what it waited for, not with the test's timeout.
    actionTimeout: 45_000,
    screenshot: 'only-on-failure',
    // Recorded on the retry only: a trace on every first attempt cost the browsers screencast and
    // snapshot work in every test on two cores; a failure is retried once and then traced.
    trace: 'on-first-retry',
    launchOptions: {
      // The system Chromium; browsers are never downloaded.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The compositor inside the browser process, no software GL fallback (the pages draw no
        // WebGL): the suite measured 314 s and 518 busy CPU-s against 326 s and 542 without.
        '--in-process-gpu',
        '--disable-software-rasterizer',
      ],
    },
  },
  projects: servers.map((server) => ({
    name: server.name,
    testMatch: server.testMatch,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${server.port}` },
  })),
  webServer: [
    {
      command: 'npx tsx apps/api/test/fakes/fake-stripe-server.ts',
      // The fake answers 401 without a key: ready all the same.
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/v1/payment_intents`,
      reuseExistingServer: false,
      // A checkout with Stripe takes 17-25 s on a quiet 2-core machine; CI's run of 2026-11-25 on a
      // loaded one took three times as long and hit 60 s. Waits for one thing stay at 20 s (expect).
      timeout: 90_000,
      // A settled SEPA debit's events go to the stripe project's server, signed (stripe-sepa.spec.ts).
      env: {
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${PORT + 2}/api/v1/payments/webhook/stripe`,
      },
    },
    {
      command: 'npx tsx apps/api/test/fakes/fake-paypal-main.ts',
      // Without a token the fake answers 401: ready all the same.
      url: `http://127.0.0.1:${FAKE_PAYPAL_PORT}/v2/checkout/orders/READY`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { FAKE_PAYPAL_PORT: String(FAKE_PAYPAL_PORT) },
    },
    {
      command: 'npx tsx apps/api/test/fakes/fake-adyen-main.ts',
      // Without the API key the fake answers 401: ready all the same.
      url: `http://127.0.0.1:${FAKE_ADYEN_PORT}/v71/sessions/READY`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        FAKE_ADYEN_PORT: String(FAKE_ADYEN_PORT),
        FAKE_ADYEN_WEBHOOK_URL: `http://127.0.0.1:${PORT + 6}/api/v1/payments/webhook/adyen`,
      },
    },
    // Each server starts on a copy of one seeded data directory (e2e/server.mjs).
    ...servers.map((server) => ({
      command: 'node e2e/server.mjs',
      url: `http://127.0.0.1:${server.port}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, server.name),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ...(server.postgres && process.env.TEST_DATABASE_URL
          ? { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL }
          : {}),
        ...server.env,
      },
      // SIGTERM (not Playwright's default SIGKILL): e2e/server.mjs then drops its database.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    })),
  ],
});
