// The fake PayPal as a process of its own, for the e2e suite (playwright.config.ts): the API server
// of the `paypal` project talks to it through PAYPAL_API_BASE, and the browser's fake PayPal JS SDK
// (e2e/fake-paypal-sdk.ts) approves orders on it as the buyer would in PayPal's window.
import { startFakePayPal } from './fake-paypal-server';

const port = Number(process.env.FAKE_PAYPAL_PORT ?? 3298);
const paypal = await startFakePayPal({ port });
process.stdout.write(`fake PayPal on ${paypal.url}\n`);
const stop = () => void paypal.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
