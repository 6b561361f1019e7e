// Job openings (docs/product/content.md#jobs): staff CRUD with validation, the public list in the
// visitor's language, tenant isolation and the sitemap. Applications: contact-application.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';

let t: TestContext;
let manager: LoggedIn;
let staff: LoggedIn;
let otherAdmin: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  [manager, staff, otherAdmin] = await Promise.all([
    loginAs(t.app, 'manager@example.com'),
    loginAs(t.app, 'staff@example.com'),
    loginAs(t.app, 'admin@sandplatz.example'),
  ]);
});
afterAll(async () => t?.close());

const create = (payload: Record<string, unknown>, who = manager) =>
  t.app.inject({ method: 'POST', url: '/api/v1/jobs/manage', headers: who.headers, payload });

describe('job openings', () => {
  it('the demo venue has its published beach attendant mini-job', async () => {
    const res = await t.app.inject({ url: '/api/v1/jobs?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toContainEqual(
      expect.objectContaining({
        slug: 'minijob-strandaufsicht-2027',
        title: 'Mini-job: beach attendant, season 2027',
        lang: 'en',
        type: 'mini_job',
        startDate: '2027-05-01',
      }),
    );
  });

  it('creates a draft with a slug from the German title, lists and finds it', async () => {
    const res = await create({
      title: { de: 'Thekenkraft (m/w/d) für Wochenenden', en: 'Bar staff for weekends' },
      description: { de: 'Du zapfst, wir lachen.' },
      type: 'part_time',
      startDate: '2027-04-01',
      contactEmail: 'Jobs@Example.com',
    });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      slug: 'thekenkraft-m-w-d-fuer-wochenenden',
      status: 'draft',
      publishedAt: null,
      contactEmail: 'jobs@example.com',
      applications: 0,
    });
    const list = await t.app.inject({ url: '/api/v1/jobs/manage?status=draft&search=theke', headers: manager.headers });
    expect(list.json().rows.map((r: { id: string }) => r.id)).toEqual([job.id]);
    const none = await t.app.inject({
      url: '/api/v1/jobs/manage?status=closed&search=theke',
      headers: manager.headers,
    });
    expect(none.json()).toEqual({ rows: [], count: 0 });
    const one = await t.app.inject({ url: `/api/v1/jobs/manage/${job.id}`, headers: manager.headers });
    expect(one.json().title.en).toBe('Bar staff for weekends');
    // A draft is not public.
    expect((await t.app.inject({ url: `/api/v1/jobs/${job.slug}` })).statusCode).toBe(404);
  });

  it.each([
    [{ title: { en: 'Only English' }, type: 'mini_job' }, /venue's language \(de\)/],
    [{ title: { de: 'Ohne Typ' } }, /type/],
    [{ title: { de: 'Falscher Typ' }, type: 'forever' }, /mini_job, part_time, full_time or seasonal/],
    [{ title: { de: 'Datum' }, type: 'seasonal', startDate: '2027-13-01' }, /date/],
    [{ title: { de: 'Mail' }, type: 'seasonal', contactEmail: 'not-mail' }, /not a valid e-mail/],
    [{ title: { de: 'Status' }, type: 'seasonal', status: 'archived' }, /draft, published or closed/],
    [{ title: { de: 'x'.repeat(201) }, type: 'seasonal' }, /at most 200/],
    [{ title: { de: 'Slug' }, type: 'seasonal', slug: '!!!' }, /letters or digits/],
    [{ title: { de: 'Manage' }, type: 'seasonal', slug: 'manage' }, /cannot be a job's address/],
  ])('refuses %j with 400 and a message', async (payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses a chosen slug that is taken (409) and numbers a generated one', async () => {
    const first = await create({ title: { de: 'Platzwart' }, type: 'full_time' });
    const second = await create({ title: { de: 'Platzwart' }, type: 'full_time' });
    expect(second.json().slug).toBe(`${first.json().slug}-2`);
    const taken = await create({ title: { de: 'Noch einer' }, type: 'full_time', slug: 'platzwart' });
    expect(taken.statusCode).toBe(409);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/jobs/manage/${second.json().id}`,
      headers: manager.headers,
      payload: { slug: 'platzwart' },
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('publishes (public in the visitor language, falling back to German with its lang), closes and deletes', async () => {
    const job = (
      await create({
        title: { de: 'Trainer:in Beachvolleyball', en: 'Beach volleyball coach' },
        description: { de: 'Kurse für Kinder.' },
        type: 'seasonal',
      })
    ).json();
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/jobs/manage/${job.id}`,
      headers: manager.headers,
      payload: { status: 'published' },
    });
    expect(published.json().publishedAt).not.toBeNull();
    const en = (await t.app.inject({ url: `/api/v1/jobs/${job.slug}?lang=en` })).json();
    // The title is in English; the description only exists in German and says so.
    expect(en).toMatchObject({
      title: 'Beach volleyball coach',
      lang: 'en',
      description: 'Kurse für Kinder.',
      descriptionLang: 'de',
    });
    const fr = (await t.app.inject({ url: `/api/v1/jobs/${job.slug}?lang=fr` })).json();
    expect(fr).toMatchObject({ title: 'Trainer:in Beachvolleyball', lang: 'de' });
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/jobs/${job.slug}</loc>`);

    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/jobs/manage/${job.id}`,
      headers: manager.headers,
      payload: { status: 'closed' },
    });
    expect(closed.json()).toMatchObject({ status: 'closed', publishedAt: published.json().publishedAt });
    expect((await t.app.inject({ url: `/api/v1/jobs/${job.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain(`/jobs/${job.slug}</loc>`);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/jobs/manage/${job.id}`,
      headers: manager.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/jobs/manage/${job.id}`, headers: manager.headers })).statusCode).toBe(
      404,
    );
  });

  it('records every change in the audit log with a snapshot', async () => {
    const job = (await create({ title: { de: 'Aushilfe Kiosk' }, type: 'mini_job' })).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/jobs/manage/${job.id}`,
      headers: manager.headers,
      payload: { title: { de: 'Aushilfe Kiosk (Sommer)' } },
    });
    const { rows } = await t.app.dbHandle.query(
      `select action, data from audit_log where entity = 'job' and entity_id = $1 order by created_at`,
      [job.id],
    );
    expect(rows.map((r) => (r as { action: string }).action)).toEqual(['job.created', 'job.updated']);
    expect((rows[1] as { data: { changed: string[]; snapshot: { title: { de: string } } } }).data).toMatchObject({
      changed: ['title'],
      snapshot: { title: { de: 'Aushilfe Kiosk (Sommer)' } },
    });
  });

  it('lets only content staff write and keeps each venue to its own jobs', async () => {
    expect((await create({ title: { de: 'Nope' }, type: 'mini_job' }, staff)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/jobs/manage', payload: {} })).statusCode).toBe(401);
    const job = (await create({ title: { de: 'Nur in Köln' }, type: 'mini_job', status: 'published' })).json();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { status: 'closed' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/jobs/manage/${job.id}`,
        headers: otherAdmin.headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const theirs = await t.app.inject({ url: '/api/v1/jobs/manage', headers: otherAdmin.headers });
    expect(theirs.json().rows.map((r: { id: string }) => r.id)).not.toContain(job.id);
    const theirPublic = await t.app.inject({ url: '/api/v1/jobs', headers: { 'x-organization': 'sandplatz-leipzig' } });
    expect(theirPublic.json().rows.map((r: { id: string }) => r.id)).not.toContain(job.id);
    const stillOpen = await t.app.inject({ url: `/api/v1/jobs/manage/${job.id}`, headers: manager.headers });
    expect(stillOpen.json().status).toBe('published');
  });

  it('lists the history with who, when and the version, and reverts to an earlier one as a new change', async () => {
    const job = (
      await create({
        title: { de: 'Bademeister:in' },
        description: { de: 'Erste Fassung.' },
        type: 'seasonal',
        status: 'published',
      })
    ).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/jobs/manage/${job.id}`,
      headers: manager.headers,
      payload: { description: { de: 'Zweite Fassung.' }, type: 'full_time' },
    });
    const history = await t.app.inject({ url: `/api/v1/jobs/manage/${job.id}/history`, headers: manager.headers });
    const rows = history.json().rows as {
      id: string;
      action: string;
      actorUserId: string;
      changed: string[];
      snapshot: { description: { de: string } };
    }[];
    expect(rows.map((r) => r.action)).toEqual(['job.updated', 'job.created']);
    expect(rows[0]).toMatchObject({ actorUserId: manager.userId, changed: ['description', 'type'] });
    expect(rows[1]!.snapshot.description.de).toBe('Erste Fassung.');

    const reverted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/manage/${job.id}/revert`,
      headers: manager.headers,
      payload: { historyId: rows[1]!.id },
    });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({
      description: { de: 'Erste Fassung.' },
      type: 'seasonal',
      status: 'published',
    });
    const publicView = (await t.app.inject({ url: `/api/v1/jobs/${job.slug}` })).json();
    expect(publicView.description).toBe('Erste Fassung.');
    const after = (
      await t.app.inject({ url: `/api/v1/jobs/manage/${job.id}/history`, headers: manager.headers })
    ).json();
    expect(after.rows[0]).toMatchObject({ action: 'job.reverted', changed: ['description', 'type'] });
    expect(after.rows).toHaveLength(3);

    // Another venue's staff cannot read or revert it; an unknown entry is a 404.
    const url = `/api/v1/jobs/manage/${job.id}`;
    expect((await t.app.inject({ url: `${url}/history`, headers: otherAdmin.headers })).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${url}/revert`,
      headers: otherAdmin.headers,
      payload: { historyId: rows[1]!.id },
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${url}/revert`,
      headers: manager.headers,
      payload: { historyId: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}/history`, headers: staff.headers })).statusCode).toBe(403);
  });
});
