import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { latestMailTo, loginAs } from '../../../test/auth';
import { MESSAGES_PER_HOUR } from './contact.service';

const message = {
  name: 'Lena Ball',
  email: 'lena@example.org',
  subject: 'Firmenfeier im Juli',
  message: 'Hallo, wir möchten mit 30 Leuten zwei Courts und die Bar buchen.\n\nGeht das am 12.7.?',
  locale: 'de',
};
let ipCounter = 1;
// The tests run as behind a proxy at 127.0.0.1 (TRUST_PROXY), which names each sender's address.
const fromNewIp = () => ({ 'x-forwarded-for': `203.0.113.${ipCounter++}` });

describe('contact form without a bot challenge', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => t?.close());

  it('says no challenge is needed', async () => {
    const res = await t.app.inject({ url: '/api/v1/contact-us/config' });
    expect(res.json()).toEqual({ botChallenge: null });
  });

  it('stores the message and mails it to the venue inbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: fromNewIp(),
      payload: message,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'received' });
    const mail = await latestMailTo(t.app, 'hallo@beachside-koeln.example', 'contact.message');
    expect(mail?.subject).toBe('Kontaktformular: Firmenfeier im Juli');
    expect(mail?.text).toContain('Von: Lena Ball <lena@example.org>');
    expect(mail?.text).toContain('Geht das am 12.7.?');

    const admin = await loginAs(t.app, 'admin@example.com');
    const list = await t.app.inject({ url: '/api/v1/contact-us', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const { rows, count } = list.json<{ rows: { id: string; subject: string; status: string }[]; count: number }>();
    expect(count).toBe(1);
    expect(rows[0]).toMatchObject({ subject: 'Firmenfeier im Juli', status: 'new' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/contact-us/${rows[0]!.id}`,
      headers: admin.headers,
      payload: { status: 'answered' },
    });
    expect(patched.json()).toMatchObject({ status: 'answered' });
  });

  it.each([
    [{ ...message, email: 'not-an-email' }, 'email'],
    [{ ...message, message: 'short' }, 'message'],
    [{ ...message, name: '   ' }, 'name'],
  ])('refuses invalid input with 400 (%#)', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', headers: fromNewIp(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  });

  it('refuses a filled honeypot', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: fromNewIp(),
      payload: { ...message, website: 'http://spam.example' },
    });
    expect(res.statusCode).toBe(400);
  });

  it(`accepts ${MESSAGES_PER_HOUR} messages per hour from one sender, then 429`, async () => {
    const headers = fromNewIp();
    for (let i = 0; i < MESSAGES_PER_HOUR; i++) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', headers, payload: message })).statusCode,
      ).toBe(201);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', headers, payload: message });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another sender is not affected.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/contact-us', headers: fromNewIp(), payload: message }))
        .statusCode,
    ).toBe(201);
  });

  it('keeps the inbox to staff', async () => {
    const customer = await loginAs(t.app, 'customer@example.com');
    expect((await t.app.inject({ url: '/api/v1/contact-us', headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/contact-us' })).statusCode).toBe(401);
    const leipzig = await loginAs(t.app, 'staff@sandplatz.example');
    expect((await t.app.inject({ url: '/api/v1/contact-us', headers: leipzig.headers })).json()).toMatchObject({
      count: 0,
    });
  });
});

describe('contact form with a bot challenge configured', () => {
  let t: TestContext;
  let verifier: Server;
  const seen: string[] = [];

  beforeAll(async () => {
    // A stand-in for the challenge provider's verify endpoint: token "pass" passes.
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        seen.push(`${params.get('secret')}:${params.get('response')}`);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: params.get('response') === 'pass' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    t = await buildTestApp({
      env: {
        TRUST_PROXY: '127.0.0.1',
        BOT_CHALLENGE_SITE_KEY: 'site-key',
        BOT_CHALLENGE_SECRET: 'secret-key',
        BOT_CHALLENGE_VERIFY_URL: `http://127.0.0.1:${port}/verify`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => verifier?.close(resolve));
  });

  it('publishes the site key, never the secret', async () => {
    const res = await t.app.inject({ url: '/api/v1/contact-us/config' });
    expect(res.json()).toEqual({ botChallenge: { provider: 'turnstile', siteKey: 'site-key' } });
    expect(res.body).not.toContain('secret-key');
  });

  it('needs a token that the provider accepts', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: fromNewIp(),
      payload: message,
    });
    expect(missing.statusCode).toBe(400);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: fromNewIp(),
      payload: { ...message, challengeToken: 'fail' },
    });
    expect(refused.statusCode).toBe(400);
    const passed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: fromNewIp(),
      payload: { ...message, challengeToken: 'pass' },
    });
    expect(passed.statusCode).toBe(201);
    expect(seen).toEqual(['secret-key:fail', 'secret-key:pass']);
  });
});
