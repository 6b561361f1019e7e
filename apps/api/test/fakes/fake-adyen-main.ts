// The fake Adyen as a process of its own, for the e2e suite (playwright.config.ts): the API server
// of the `adyen` project talks to it through ADYEN_API_BASE, the browser's fake Adyen Web
// (e2e/fake-adyen-web.ts) pays sessions on it as the shopper would in Drop-in, and it sends its
// signed notifications to FAKE_ADYEN_WEBHOOK_URL (that server's /api/v1/payments/webhook/adyen).
import { startFakeAdyen } from './fake-adyen-server';

const port = Number(process.env.FAKE_ADYEN_PORT ?? 3297);
const adyen = await startFakeAdyen({ port, webhookUrl: process.env.FAKE_ADYEN_WEBHOOK_URL });
process.stdout.write(`fake Adyen on ${adyen.url}\n`);
const stop = () => void adyen.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
