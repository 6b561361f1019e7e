// Access rows for job openings and applications (test/access-matrix.ts): anyone reads published
// jobs and applies; content staff (content.write: managers and admins) write; only staff with
// mail.read fetch an application's CV; another venue's job or message is a 404.
import type { AccessContext, AccessRow } from '../auth';
import { createJob } from '../../src/modules/job/job.service';
import { multipart } from '../multipart';
import { auditRepository } from '../../src/modules/audit';
import { submitContactMessage } from '../../src/modules/contact/contact.service';
import { uploadMedia } from '../../src/modules/media/media.service';

async function jobFixture(ctx: AccessContext): Promise<void> {
  const row = await createJob(
    ctx.app.db,
    { organizationId: ctx.orgs.x, actorUserId: null },
    { title: { de: `Zugriff ${crypto.randomUUID().slice(0, 8)}` }, type: 'mini_job', status: 'published' },
  );
  ctx.fixtures.jobId = row.id;
  ctx.fixtures.jobSlug = row.slug;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const form = multipart([
  { name: 'name', value: 'Zugriff Test' },
  { name: 'email', value: 'zugriff@example.org' },
  { name: 'message', value: 'Ich möchte mich bewerben.' },
  { name: 'cv', value: pdf, filename: 'cv.pdf', contentType: 'application/pdf' },
]);

/** An application with a CV to organization X's job (from its own sender, clear of the rate limit). */
async function applicationFixture(ctx: AccessContext): Promise<void> {
  await jobFixture(ctx);
  const row = await submitContactMessage(ctx.app.db, {
    organizationId: ctx.orgs.x,
    name: 'Zugriff Test',
    email: 'zugriff@example.org',
    subject: 'Application',
    message: 'Ich möchte mich bewerben.',
    remoteIp: crypto.randomUUID(),
    salt: 'access',
    jobId: ctx.fixtures.jobId,
    storeCv: async () => {
      const [media] = await uploadMedia(ctx.app.db, ctx.app.config, {
        organizationId: ctx.orgs.x,
        actorUserId: null,
        files: [{ name: 'cv.pdf', body: pdf }],
        visibility: 'private',
      });
      return media!.id;
    },
  });
  ctx.fixtures.messageId = row.id;
}

const everyone = { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 };
const contentStaff = { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403 };

export const accessRows: AccessRow[] = [
  { name: '/jobs (public list)', method: 'GET', url: '/api/v1/jobs', expect: everyone },
  {
    name: '/jobs/{slug} of organization X (public)',
    method: 'GET',
    url: (ctx) => `/api/v1/jobs/${ctx.fixtures.jobSlug}`,
    setup: jobFixture,
    expect: { ...everyone, staffY: 404 },
  },
  { name: '/jobs/manage list', method: 'GET', url: '/api/v1/jobs/manage', expect: { ...contentStaff, admin: 200 } },
  {
    name: '/jobs/manage create',
    method: 'POST',
    url: '/api/v1/jobs/manage',
    payload: { title: { de: 'Neu' }, type: 'seasonal' },
    expect: { ...contentStaff, admin: 201 },
  },
  {
    name: '/jobs/manage/{id} of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/jobs/manage/${ctx.fixtures.jobId}`,
    setup: jobFixture,
    expect: { ...contentStaff, admin: 200 },
  },
  {
    name: '/jobs/manage/{id} change',
    method: 'PATCH',
    url: (ctx) => `/api/v1/jobs/manage/${ctx.fixtures.jobId}`,
    payload: { status: 'closed' },
    setup: jobFixture,
    expect: { ...contentStaff, admin: 200 },
  },
  {
    name: '/jobs/manage/{id} delete',
    method: 'DELETE',
    url: (ctx) => `/api/v1/jobs/manage/${ctx.fixtures.jobId}`,
    setup: jobFixture,
    expect: { ...contentStaff, admin: 204 },
  },
  {
    name: '/jobs/manage/{id}/history of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/jobs/manage/${ctx.fixtures.jobId}/history`,
    setup: jobFixture,
    expect: { ...contentStaff, admin: 200 },
  },
  {
    name: '/jobs/manage/{id}/revert of organization X',
    method: 'POST',
    url: (ctx) => `/api/v1/jobs/manage/${ctx.fixtures.jobId}/revert`,
    payload: (ctx) => ({ historyId: ctx.fixtures.jobHistoryId }),
    setup: async (ctx) => {
      await jobFixture(ctx);
      const [entry] = (
        await auditRepository.list(ctx.app.db, {
          organizationId: ctx.orgs.x,
          entity: 'job',
          entityId: ctx.fixtures.jobId!,
          limit: 1,
          offset: 0,
        })
      ).rows;
      ctx.fixtures.jobHistoryId = entry!.id;
    },
    expect: { ...contentStaff, admin: 200 },
  },
  {
    name: '/contact-us/jobs/{slug} apply (organization X job)',
    method: 'POST',
    url: (ctx) => `/api/v1/contact-us/jobs/${ctx.fixtures.jobSlug}`,
    setup: jobFixture,
    // Five applications from the test's one address: the contact form's hourly limit, exactly.
    headers: form.headers,
    payload: () => form.payload,
    expect: { anonymous: 201, customerA: 201, customerB: 201, staffX: 201, staffY: 404, admin: 201 },
  },
  {
    name: '/contact-us/{id}/cv of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/contact-us/${ctx.fixtures.messageId}/cv`,
    setup: applicationFixture,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
];
