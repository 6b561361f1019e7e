// The fake Stripe as a process of its own, for the e2e suite (playwright.config.ts): the API server
// of the `stripe` project talks to it through STRIPE_API_HOST/PORT/PROTOCOL, and the browser's fake
// Stripe.js (e2e/fake-stripe-js.ts) confirms intents on it as Stripe.js would on api.stripe.com.
// With STRIPE_WEBHOOK_URL it sends the events of a settled SEPA debit (POST /fake/debits/{id}/settle)
// to the app, signed, as Stripe does.
import { startFakeStripe } from './fake-stripe';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 3299);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
const stripe = await startFakeStripe({ port, ...(webhookUrl ? { webhookUrl } : {}) });
process.stdout.write(`fake Stripe on ${stripe.url}\n`);
const stop = () => void stripe.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
