// Applications through the contact form (docs/product/content.md#jobs): the message lands in the
// inbox with its job, the CV is a PDF (checked by its bytes, at most 5 MB) only staff with mail.read
// can fetch; no one else, and no other venue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '@courtside/core/job-schemas';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { latestMailTo, loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { multipart } from '../../../test/multipart';
import type { MultipartPart } from '../../../test/multipart';

const SLUG = 'minijob-strandaufsicht-2027';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const fields = {
  name: 'Jonas Sand',
  email: 'jonas@example.org',
  message: 'Ich habe im Sommer Zeit und liebe Beachvolleyball.',
};

let t: TestContext;
let manager: LoggedIn;
let staff: LoggedIn;
let customer: LoggedIn;
let otherAdmin: LoggedIn;
let ip = 1;

beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  [manager, staff, customer, otherAdmin] = await Promise.all([
    loginAs(t.app, 'manager@example.com'),
    loginAs(t.app, 'staff@example.com'),
    loginAs(t.app, 'customer@example.com'),
    loginAs(t.app, 'admin@sandplatz.example'),
  ]);
});
afterAll(async () => t?.close());

function apply(values: Record<string, string>, cv?: { body: Buffer; filename?: string; type?: string }, slug = SLUG) {
  const parts: MultipartPart[] = Object.entries(values).map(([name, value]) => ({ name, value }));
  if (cv)
    parts.push({
      name: 'cv',
      value: cv.body,
      filename: cv.filename ?? 'cv.pdf',
      contentType: cv.type ?? 'application/pdf',
    });
  const form = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/contact-us/jobs/${slug}`,
    headers: { ...form.headers, 'x-forwarded-for': `198.51.100.${ip++}` },
    payload: form.payload,
  });
}

const mediaCount = async () =>
  Number(((await t.app.dbHandle.query(`select count(*)::int as n from media_files`)).rows[0] as { n: number }).n);

describe('job applications', () => {
  it('stores an application with its PDF CV; staff with mail.read see it and fetch the CV, no one else', async () => {
    const res = await apply(fields, { body: pdf, filename: 'Lebenslauf Jonas.pdf' });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;

    const inbox = await t.app.inject({ url: '/api/v1/contact-us', headers: staff.headers });
    const message = inbox.json().rows.find((r: { id: string }) => r.id === id);
    expect(message).toMatchObject({
      subject: 'Application: Minijob: Strandaufsicht, Saison 2027',
      job: { title: 'Minijob: Strandaufsicht, Saison 2027' },
      hasCv: true,
    });
    const mail = await latestMailTo(t.app, 'hallo@beachside-koeln.example', 'contact.message');
    expect(mail?.text ?? '').toMatch(/Lebenslauf|CV/);
    expect(mail?.text ?? '').not.toContain('%PDF');

    const cv = await t.app.inject({ url: `/api/v1/contact-us/${id}/cv`, headers: staff.headers });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['cache-control']).toBe('private, no-store');
    expect(cv.rawPayload.equals(pdf)).toBe(true);

    expect((await t.app.inject({ url: `/api/v1/contact-us/${id}/cv` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/contact-us/${id}/cv`, headers: customer.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `/api/v1/contact-us/${id}/cv`, headers: otherAdmin.headers })).statusCode).toBe(
      404,
    );

    // The stored file is private: its media address answers 404 to visitors and customers.
    const { rows } = await t.app.dbHandle.query(
      `select cv_media_id, organization_id from contact_messages where id = $1`,
      [id],
    );
    const { cv_media_id: mediaId, organization_id: orgId } = rows[0] as {
      cv_media_id: string;
      organization_id: string;
    };
    for (const headers of [{}, customer.headers])
      expect((await t.app.inject({ url: `/media/${orgId}/${mediaId}/original.pdf`, headers })).statusCode).toBe(404);
    // And the library cannot delete it from under the application.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/media/${mediaId}`, headers: manager.headers });
    expect(del.statusCode).toBe(409);
  });

  it('takes an application without a CV', async () => {
    const res = await apply(fields);
    expect(res.statusCode).toBe(201);
    const cv = await t.app.inject({ url: `/api/v1/contact-us/${res.json().id}/cv`, headers: staff.headers });
    expect(cv.statusCode).toBe(404);
  });

  it.each([
    ['a PNG named .pdf', { body: png, filename: 'cv.pdf', type: 'application/pdf' }, 415, /must be a PDF/],
    [
      'an HTML page claiming to be a PDF',
      { body: Buffer.from('<html><script>alert(1)</script>'), type: 'application/pdf' },
      415,
      /must be a PDF/,
    ],
    ['a PDF over 5 MB', { body: Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES)]) }, 413, /larger than 5 MB/],
  ])('refuses %s and stores nothing', async (_name, cv, status, message) => {
    const before = await mediaCount();
    const res = await apply(fields, cv);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await mediaCount()).toBe(before);
  });

  it.each([
    [{ ...fields, name: '' }, /name/],
    [{ ...fields, email: 'nope' }, /valid email/],
    [{ ...fields, message: 'kurz' }, /at least 10/],
  ])('refuses bad fields %j with 400', async (values, message) => {
    const before = await mediaCount();
    const res = await apply(values, { body: pdf });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await mediaCount()).toBe(before);
  });

  it('answers 404 for a job that is not published or belongs to another venue', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/manage',
      headers: manager.headers,
      payload: { title: { de: 'Entwurf' }, type: 'mini_job' },
    });
    expect((await apply(fields, undefined, draft.json().slug)).statusCode).toBe(404);
    const form = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contact-us/jobs/${SLUG}`,
      headers: { ...form.headers, 'x-organization': 'sandplatz-leipzig', 'x-forwarded-for': '198.51.100.250' },
      payload: form.payload,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('counts applications per job for staff', async () => {
    const list = await t.app.inject({ url: '/api/v1/jobs/manage?search=strandaufsicht', headers: manager.headers });
    expect(list.json().rows[0].applications).toBeGreaterThanOrEqual(2);
  });
});
