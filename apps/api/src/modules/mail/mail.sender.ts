// Delivers the outbox over SMTP with retries and exponential backoff. Several API processes may run
// this at once: mails are claimed with FOR UPDATE SKIP LOCKED and a lease (mail.repository.ts).
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Job } from '../../jobs/runner';
import { mailRepository } from './mail.repository';
import { renderDeferredMail } from './mail.service';
import type { OutboxRow } from './mail.repository';

export const MAX_ATTEMPTS = 6;
const BATCH = 20;
const LEASE_MS = 2 * 60_000;

/** 30 s, 2 min, 8 min, 32 min, ~2 h between attempts; after MAX_ATTEMPTS the mail is failed. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

// Keyed by the app's config object: the same for the root instance and its encapsulated plugins.
const transports = new WeakMap<object, Transporter>();

// nodemailer loads with the first SMTP pass, not at start-up (docs/decisions/016-start-up-time.md).
async function transportFor(app: FastifyInstance): Promise<Transporter | undefined> {
  if (!app.config.smtpUrl) return undefined;
  let transport = transports.get(app.config);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport(app.config.smtpUrl);
    transports.set(app.config, transport);
  }
  return transport;
}

/** Closes the SMTP connection pool of this app (mail.routes.ts registers it on close). */
export function closeMailTransport(app: FastifyInstance): void {
  transports.get(app.config)?.close();
  transports.delete(app.config);
}

async function send(app: FastifyInstance, transport: Transporter, mail: OutboxRow): Promise<void> {
  await transport.sendMail({
    from: app.config.mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'X-Courtside-Mail-Id': mail.id },
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      encoding: 'base64',
    })),
  });
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
  stored: number;
}

/** One pass of the sender: what the job runs every few seconds; tests call it directly. */
export async function deliverDueMail(app: FastifyInstance, now = new Date()): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, stored: 0 };
  // Mails rendered after their transaction (order confirmations) whose request did not render them.
  await renderDeferredMail(app.db);
  const transport = await transportFor(app);
  if (!transport) {
    const stored = await mailRepository.storePending(app.db);
    result.stored = stored.length;
    // On a developer's machine without SMTP the console is the quickest place to find a code.
    if (app.config.nodeEnv === 'development') {
      for (const mail of stored)
        app.log.info(
          { mailId: mail.id, to: mail.to, subject: mail.subject },
          `mail kept in the outbox (no SMTP_URL):\n${mail.text}`,
        );
    }
    return result;
  }
  const claimed = await mailRepository.claimDue(app.db, now, BATCH, LEASE_MS);
  for (const mail of claimed) {
    try {
      await send(app, transport, mail);
      await mailRepository.markSent(app.db, mail.id, new Date());
      result.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      await mailRepository.markFailedAttempt(
        app.db,
        mail.id,
        message.slice(0, 500),
        giveUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts)),
      );
      if (giveUp) {
        result.failed++;
        app.log.warn({ mailId: mail.id, attempts: mail.attempts, error: message }, 'mail delivery failed for good');
      } else {
        result.retried++;
        app.log.info({ mailId: mail.id, attempts: mail.attempts, error: message }, 'mail delivery failed, will retry');
      }
    }
  }
  return result;
}

export const mailJobs: Job[] = [
  { name: 'mail-sender', everyMs: 5_000, run: async (app) => void (await deliverDueMail(app)) },
];
