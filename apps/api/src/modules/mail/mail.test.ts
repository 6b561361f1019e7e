// The mail module against a real in-process SMTP server (smtp-server): delivery, retries with
// backoff, giving up, attachments, transactional queueing and the staff outbox API.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { mailLayout } from './mail-layout';
import { MAX_ATTEMPTS, deliverDueMail, retryDelayMs } from './mail.sender';
import { queueMail } from './mail.service';
import { defineMailTemplate } from './mail-templates';

defineMailTemplate({
  name: 'test.receipt',
  data: z.object({ name: z.string() }),
  render: (data, context) =>
    mailLayout(
      {
        subject: context.locale === 'de' ? `Beleg für ${data.name}` : `Receipt for ${data.name}`,
        heading: data.name,
        paragraphs: ['<b>not html</b>'],
      },
      context,
    ),
});

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
/** How many of the next recipients the server refuses with a temporary error. */
let refuseNext = 0;
let ctx: TestContext;
let orgX: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--;
        const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  ctx = await buildTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Courtside <noreply@courts.example>' },
  });
  const { rows } = await ctx.database.query(`select id from organizations where slug = 'beachside-koeln'`);
  orgX = rows[0]!.id as string;
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  received = [];
  refuseNext = 0;
  await ctx.database.query(`delete from outbox_mails`);
});

const statusOf = async (id: string) =>
  (
    await ctx.database.query(`select status, attempts, next_attempt_at, last_error from outbox_mails where id = $1`, [
      id,
    ])
  ).rows[0]!;

describe('queueMail', () => {
  it('renders in the recipient language, escapes data in HTML and falls back to English', async () => {
    // test.receipt has German and English texts: a French account gets the English one, marked fr.
    const de = await queueMail(ctx.app.db, {
      organizationId: orgX,
      to: 'a@example.net',
      locale: 'de-DE',
      template: 'test.receipt',
      data: { name: 'Ümit <script>' },
    });
    const fr = await queueMail(ctx.app.db, {
      organizationId: orgX,
      to: 'b@example.net',
      locale: 'fr',
      template: 'test.receipt',
      data: { name: 'Zoé' },
    });
    expect(de.subject).toBe('Beleg für Ümit <script>');
    expect(de.html).toContain('Ümit &lt;script&gt;');
    expect(de.html).not.toContain('<script>');
    expect(de.text).toContain('BeachSide Köln');
    expect(fr.locale).toBe('fr');
    expect(fr.subject).toBe('Receipt for Zoé');
    const klingon = await queueMail(ctx.app.db, {
      organizationId: orgX,
      to: 'c@example.net',
      locale: 'tlh',
      template: 'test.receipt',
      data: { name: 'Worf' },
    });
    expect(klingon.locale).toBe('en');
  });

  it('is part of the caller transaction: a rolled-back change leaves no mail', async () => {
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await queueMail(tx, {
          organizationId: orgX,
          to: 'rollback@example.net',
          locale: 'en',
          template: 'test.receipt',
          data: { name: 'R' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { rows } = await ctx.database.query(
      `select count(*)::int as n from outbox_mails where "to" = 'rollback@example.net'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses unknown templates and bad template data', async () => {
    await expect(
      queueMail(ctx.app.db, { organizationId: orgX, to: 'x@example.net', locale: 'en', template: 'nope', data: {} }),
    ).rejects.toThrow(/Unknown mail template/);
    await expect(
      queueMail(ctx.app.db, {
        organizationId: orgX,
        to: 'x@example.net',
        locale: 'en',
        template: 'test.receipt',
        data: { name: 42 },
      }),
    ).rejects.toThrow(/invalid data/);
  });
});

describe('sender job', () => {
  it('delivers over SMTP with attachments and marks the mail sent', async () => {
    const pdf = Buffer.from('%PDF-1.4 fake invoice').toString('base64');
    const mail = await queueMail(ctx.app.db, {
      organizationId: orgX,
      to: 'guest@example.net',
      locale: 'en',
      template: 'test.receipt',
      data: { name: 'Guest' },
      attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const result = await deliverDueMail(ctx.app);
    expect(result).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['guest@example.net']);
    expect(received[0]!.raw).toContain('Subject: Receipt for Guest');
    expect(received[0]!.raw).toContain('noreply@courts.example');
    expect(received[0]!.raw).toContain('filename=invoice.pdf');
    expect(received[0]!.raw).toContain(pdf);
    expect((await statusOf(mail.id)).status).toBe('sent');
    // Sent mails are not sent again.
    expect((await deliverDueMail(ctx.app)).sent).toBe(0);
  });

  it('retries a temporary failure with backoff', async () => {
    const mail = await queueMail(ctx.app.db, {
      organizationId: orgX,
      to: 'busy@example.net',
      locale: 'en',
      template: 'test.receipt',
      data: { name: 'Busy' },
    });
    refuseNext = 1;
    const now = new Date();
    expect(await deliverDueMail(ctx.app, now)).toMatchObject({ sent: 0, retried: 1 });
    const after = await statusOf(mail.id);
    expect(after).toMatchObject({ status: 'pending', attempts: 1 });
    expect(after.last_error).toMatch(/451|busy/i);
    expect(new Date(after.next_attempt_at as string).getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Not due yet.
    expect((await deliverDueMail(ctx.app, new Date(now.getTime() + 1000))).sent).toBe(0);
    // Due: delivered.
    expect((await deliverDueMail(ctx.app, new Date(now.getTime() + retryDelayMs(1) + 1))).sent).toBe(1);
    expect(received.map((r) => r.to[0])).toEqual(['busy@example.net']);
    expect((await statusOf(mail.id)).status).toBe('sent');
  });

  it('gives up after the last attempt', async () => {
    const mail = await queueMail(ctx.app.db, {
      organizationId: orgX,
      to: 'gone@example.net',
      locale: 'en',
      template: 'test.receipt',
      data: { name: 'Gone' },
    });
    refuseNext = 100;
    let at = Date.now();
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await deliverDueMail(ctx.app, new Date(at));
      at += retryDelayMs(i) + 1;
    }
    expect(await statusOf(mail.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect((await deliverDueMail(ctx.app, new Date(at + 86_400_000))).sent).toBe(0);
  });

  it('two senders at once deliver each mail exactly once', async () => {
    for (let i = 0; i < 6; i++)
      await queueMail(ctx.app.db, {
        organizationId: orgX,
        to: `many${i}@example.net`,
        locale: 'en',
        template: 'test.receipt',
        data: { name: `M${i}` },
      });
    const [a, b] = await Promise.all([deliverDueMail(ctx.app), deliverDueMail(ctx.app)]);
    expect(a.sent + b.sent).toBe(6);
    expect(received).toHaveLength(6);
    expect(new Set(received.map((r) => r.to[0])).size).toBe(6);
  });

  it('counts a mail queued in the same millisecond as due (database microseconds vs JavaScript milliseconds)', async () => {
    const mail = await queueMail(ctx.app.db, {
      organizationId: orgX,
      to: 'same-ms@example.net',
      locale: 'en',
      template: 'test.receipt',
      data: { name: 'Ms' },
    });
    await ctx.database.query(
      `update outbox_mails set next_attempt_at = date_trunc('milliseconds', next_attempt_at) + interval '700 microseconds' where id = $1`,
      [mail.id],
    );
    const { rows } = await ctx.database.query(
      `select (extract(epoch from date_trunc('milliseconds', next_attempt_at)) * 1000)::float8 as ms from outbox_mails where id = $1`,
      [mail.id],
    );
    const sameMillisecond = new Date(Number(rows[0]!.ms));
    expect((await deliverDueMail(ctx.app, sameMillisecond)).sent).toBe(1);
  });

  it('takes back a mail whose sender died mid-send once its lease ran out', async () => {
    const mail = await queueMail(ctx.app.db, {
      organizationId: orgX,
      to: 'lease@example.net',
      locale: 'en',
      template: 'test.receipt',
      data: { name: 'Lease' },
    });
    await ctx.database.query(
      `update outbox_mails set status = 'sending', locked_until = now() + interval '1 minute' where id = $1`,
      [mail.id],
    );
    expect((await deliverDueMail(ctx.app)).sent).toBe(0);
    expect((await deliverDueMail(ctx.app, new Date(Date.now() + 120_000))).sent).toBe(1);
  });

  it('delivers the mails of the auth flows (a reset link end to end)', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/sentlink', payload: { email: 'customer2@example.com' } });
    await deliverDueMail(ctx.app);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['customer2@example.com']);
    expect(received[0]!.raw).toContain('/auth/jwt/update-password?token=');
    // Delivered to its recipient: nobody reads the link from the outbox, not even an admin.
    const admin = await loginAs(ctx.app, 'admin@example.com');
    const row = (
      await ctx.app.inject({ url: '/api/v1/mail/outbox?template=auth.reset-password', headers: admin.headers })
    ).json().rows[0];
    expect(row).toMatchObject({ redacted: true, status: 'sent' });
    expect(row.text).not.toContain('token=');
  });
});

describe('without SMTP', () => {
  it('keeps mails in the outbox as stored', async () => {
    const local = await buildTestApp();
    try {
      const { rows } = await local.database.query(`select id from organizations where slug = 'beachside-koeln'`);
      const mail = await queueMail(local.app.db, {
        organizationId: rows[0]!.id as string,
        to: 'x@example.net',
        locale: 'de',
        template: 'test.receipt',
        data: { name: 'X' },
      });
      expect(await deliverDueMail(local.app)).toMatchObject({ stored: 1, sent: 0 });
      const after = await local.database.query(`select status from outbox_mails where id = $1`, [mail.id]);
      expect(after.rows[0]!.status).toBe('stored');
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/v1/mail/outbox', () => {
  it('pages, searches and stays inside the organization', async () => {
    for (let i = 0; i < 7; i++)
      await queueMail(ctx.app.db, {
        organizationId: orgX,
        to: `page${i}@example.net`,
        locale: 'en',
        template: 'test.receipt',
        data: { name: `P${i}` },
      });
    const { rows } = await ctx.database.query(`select id from organizations where slug = 'sandplatz-leipzig'`);
    await queueMail(ctx.app.db, {
      organizationId: rows[0]!.id as string,
      to: 'leipzig@example.net',
      locale: 'de',
      template: 'test.receipt',
      data: { name: 'L' },
    });

    const staff = await loginAs(ctx.app, 'staff@example.com');
    const page1 = await ctx.app.inject({ url: '/api/v1/mail/outbox?page=1&pageSize=5', headers: staff.headers });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().count).toBe(7);
    expect(page1.json().rows).toHaveLength(5);
    const page2 = await ctx.app.inject({ url: '/api/v1/mail/outbox?page=2&pageSize=5', headers: staff.headers });
    expect(page2.json().rows).toHaveLength(2);
    const search = await ctx.app.inject({ url: '/api/v1/mail/outbox?search=page3', headers: staff.headers });
    expect(search.json().rows.map((r: { to: string }) => r.to)).toEqual(['page3@example.net']);

    const other = await loginAs(ctx.app, 'staff@sandplatz.example');
    const theirs = await ctx.app.inject({
      url: '/api/v1/mail/outbox',
      headers: { ...other.headers, 'x-organization': 'beachside-koeln' },
    });
    expect(theirs.json().rows.map((r: { to: string }) => r.to)).toEqual(['leipzig@example.net']);

    const detail = await ctx.app.inject({
      url: `/api/v1/mail/outbox/${page1.json().rows[0].id}`,
      headers: staff.headers,
    });
    expect(detail.json().html).toContain('<!doctype html>');
    const bad = await ctx.app.inject({ url: '/api/v1/mail/outbox?pageSize=1000', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
  });
});
