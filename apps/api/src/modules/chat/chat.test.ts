// The support chat (docs/product/chat-tasks.md#support-chat): who sees which conversation, the
// guest's code, sequence numbers and the reconnect without loss, rate limits, attachments,
// audit, the jobs, the data export, and live delivery across two API processes.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contiguousSeq, mergeChatMessages } from '@courtside/core/chat-schemas';
import type { ChatConversationDto, ChatMessageDto, ChatMessagesAnswer } from '@courtside/core/chat-schemas';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { auditLog, chatConversations, chatMessages } from '../../db/schema';
import { buildTestApp, isPostgres } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { latestMailTo, loginAs } from '../../../test/auth';
import type { AccessContext, LoggedIn } from '../../../test/auth';
import { bookingFixture } from '../../../test/fakes/access-fixtures';
import { multipart } from '../../../test/multipart';
import { deleteExpired, mailUnread } from './chat-jobs';
import { openSse } from './chat-test-helpers';

let t: TestContext;
let base: string;
let customer: LoggedIn;
let other: LoggedIn;
let staff: LoggedIn;
let staffY: LoggedIn;
let admin: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [customer, other, staff, staffY, admin] = await Promise.all([
    loginAs(t.app, 'customer@example.com'),
    loginAs(t.app, 'customer2@example.com'),
    loginAs(t.app, 'staff@example.com'),
    loginAs(t.app, 'staff@sandplatz.example'),
    loginAs(t.app, 'admin@example.com'),
  ]);
});
afterAll(async () => t?.close());
// Each test starts with every sender under the per-minute limit (earlier messages moved back).
beforeEach(async () => {
  await t.app.dbHandle.query(`update chat_messages set created_at = created_at - interval '2 minutes'`);
});

type Headers = Record<string, string>;
const start = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/chat/conversations', headers, payload });
const send = (headers: Headers, id: string, body: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/chat/conversations/${id}/messages`, headers, payload: { body } });
const messages = async (headers: Headers, id: string, after = 0) =>
  t.app.inject({ method: 'GET', url: `/api/v1/chat/conversations/${id}/messages?after=${after}`, headers });
const inbox = async (headers: Headers, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/chat/inbox${query}`, headers })).json<{
    rows: ChatConversationDto[];
    count: number;
  }>();
const newConversation = async (who: LoggedIn = customer, body = 'Ist Court 3 nach dem Regen bespielbar?') => {
  const res = await start(who.headers, { subject: 'Court 3', body });
  expect(res.statusCode).toBe(201);
  return res.json<ChatConversationDto>();
};

describe('conversations and who sees them', () => {
  it('a customer asks about their booking; only they and the venue staff see it', async () => {
    const ctx = { app: t.app, orgs: { x: customer.organizationId }, sessions: { customerA: customer } };
    const bookingId = await bookingFixture(ctx as unknown as AccessContext);
    const res = await start(customer.headers, { body: 'Can I move this booking?', bookingId });
    expect(res.statusCode).toBe(201);
    const c = res.json<ChatConversationDto>();
    expect(c).toMatchObject({ bookingId, status: 'open', lastSeq: 1, unread: 0, customerName: expect.any(String) });
    // Someone else's booking cannot be linked.
    expect((await start(other.headers, { body: 'Mine?', bookingId })).statusCode).toBe(404);

    expect((await messages(customer.headers, c.id)).statusCode).toBe(200);
    expect((await messages(other.headers, c.id)).statusCode).toBe(404);
    expect((await messages(staffY.headers, c.id)).statusCode).toBe(404);
    expect((await messages({}, c.id)).statusCode).toBe(401);
    expect((await send(other.headers, c.id, 'hi')).statusCode).toBe(404);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/v1/chat/conversations', headers: other.headers })
    ).json<{
      rows: ChatConversationDto[];
    }>();
    expect(mine.rows.map((r) => r.id)).not.toContain(c.id);

    const listed = (await inbox(staff.headers)).rows.find((r) => r.id === c.id)!;
    expect(listed).toMatchObject({ unread: 1, bookingId, lastMessage: 'Can I move this booking?' });
    expect((await inbox(staffY.headers)).rows.map((r) => r.id)).not.toContain(c.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/chat/inbox', headers: customer.headers })).statusCode,
    ).toBe(403);
  });

  it('staff answer: waiting for the customer, assigned, read receipts and unread counts on both sides', async () => {
    const c = await newConversation();
    const answer = await send(staff.headers, c.id, 'Ja, Court 3 ist wieder trocken: https://example.org/wetter.');
    expect(answer.statusCode).toBe(201);
    expect(answer.json<ChatMessageDto>()).toMatchObject({ seq: 2, sender: 'staff' });
    let view = (await messages(customer.headers, c.id)).json<ChatMessagesAnswer>();
    expect(view.conversation).toMatchObject({
      status: 'waiting',
      unread: 1,
      assigneeId: staff.userId,
      staffReadSeq: 2,
    });
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${c.id}/read`,
      headers: customer.headers,
      payload: { seq: 99 },
    });
    expect(read.json()).toEqual({ seq: 2 }); // never past the last message
    view = (await messages(staff.headers, c.id)).json<ChatMessagesAnswer>();
    expect(view.conversation).toMatchObject({ customerReadSeq: 2, unread: 0 });
    // Search finds it by a word of a message; the audit has the first answer's assignment.
    expect((await inbox(staff.headers, '?q=trocken')).rows.map((r) => r.id)).toContain(c.id);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, c.id));
    expect(audits.map((a) => a.action)).toContain('chat.assigned');
  });

  it('assignment and status changes are checked and audited', async () => {
    const c = await newConversation();
    const patch = (payload: Record<string, unknown>, who = staff) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/chat/conversations/${c.id}`, headers: who.headers, payload });
    expect((await patch({ assigneeId: customer.userId })).statusCode).toBe(400);
    expect((await patch({ status: 'closed' }, customer)).statusCode).toBe(403);
    expect((await patch({ status: 'closed' }, staffY)).statusCode).toBe(404);
    expect((await patch({ status: 'closed', assigneeId: admin.userId })).json()).toMatchObject({
      status: 'closed',
      assigneeId: admin.userId,
    });
    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, c.id))).map((a) => a.action);
    expect(actions.sort()).toEqual(['chat.assigned', 'chat.status_changed']);
    // The customer writing again reopens it.
    await send(customer.headers, c.id, 'Noch eine Frage');
    expect((await messages(staff.headers, c.id)).json<ChatMessagesAnswer>().conversation.status).toBe('open');
  });

  it('keeps text plain and within its length, and refuses a sender over the rate limit with 429', async () => {
    const c = await newConversation(other, '<img src=x onerror=alert(1)> hello\u202e');
    const rows = (await messages(other.headers, c.id)).json<ChatMessagesAnswer>().rows;
    expect(rows[0]!.body).toBe('<img src=x onerror=alert(1)> hello'); // stored as text, shown as text
    expect((await send(other.headers, c.id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await send(other.headers, c.id, '   ')).statusCode).toBe(400);
    let status = 201;
    let sent = 1;
    while (status === 201 && sent < 30) {
      const res = await send(other.headers, c.id, `Nachricht ${sent}`);
      status = res.statusCode;
      if (status === 201) sent++;
      else expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(status).toBe(429);
    expect(sent).toBe(12);
    // Another sender is not affected.
    expect((await send(staff.headers, c.id, 'Wir sind da.')).statusCode).toBe(201);
  });
});

describe('live delivery', () => {
  it('drops the stream mid-conversation, resumes with after=seq: nothing lost, nothing twice', async () => {
    const c = await newConversation();
    let shown: ChatMessageDto[] = (await messages(customer.headers, c.id)).json<ChatMessagesAnswer>().rows;
    const stream = await openSse(`${base}/api/v1/chat/stream`, customer.headers);
    const collect = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('events missing')), 5000);
        const tick = setInterval(() => {
          const pushed = stream.events.filter((e) => e.event === 'message' && e.data.conversationId === c.id);
          if (pushed.length >= n) {
            clearInterval(tick);
            clearTimeout(timer);
            resolve();
          }
        }, 10);
      });
    for (let i = 1; i <= 3; i++) expect((await send(staff.headers, c.id, `Antwort ${i}`)).statusCode).toBe(201);
    await collect(3);
    const pushed = stream.events
      .filter((e) => e.event === 'message' && e.data.conversationId === c.id)
      .map((e) => e.data.message as ChatMessageDto);
    shown = mergeChatMessages(shown, pushed);
    stream.close(); // the phone loses its connection …
    for (let i = 4; i <= 6; i++) expect((await send(staff.headers, c.id, `Antwort ${i}`)).statusCode).toBe(201);
    await send(customer.headers, c.id, 'Bin wieder da');
    // … and on reconnect asks for everything after the last message it has in order.
    const after = contiguousSeq(shown);
    expect(after).toBe(4);
    const missed = (await messages(customer.headers, c.id, after)).json<ChatMessagesAnswer>().rows;
    // A late duplicate push of something already shown changes nothing.
    shown = mergeChatMessages(mergeChatMessages(shown, missed), pushed.slice(-1));
    const server = (await messages(staff.headers, c.id)).json<ChatMessagesAnswer>().rows;
    const lost = server.filter((m) => !shown.some((s) => s.id === m.id)).length;
    console.info(`chat reconnect: ${server.length} messages on the server, ${shown.length} shown, ${lost} lost`);
    expect(lost).toBe(0);
    expect(shown.map((m) => m.seq)).toEqual(server.map((m) => m.seq));
    expect(new Set(shown.map((m) => m.id)).size).toBe(shown.length);
  });

  it('streams typing and read events to the other side only; a stranger gets nothing', async () => {
    const c = await newConversation();
    const staffStream = await openSse(`${base}/api/v1/chat/stream`, staff.headers);
    const strangerStream = await openSse(`${base}/api/v1/chat/stream`, other.headers);
    const typing = staffStream.waitFor('typing', (e) => e.data.conversationId === c.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${c.id}/typing`,
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(204);
    expect((await typing).data.side).toBe('customer');
    await new Promise((r) => setTimeout(r, 200));
    expect(strangerStream.events.filter((e) => e.data.conversationId === c.id)).toHaveLength(0);
    staffStream.close();
    strangerStream.close();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/chat/stream' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('guests', () => {
  it('verify their e-mail with a mailed code (hash stored, 5 tries), then chat only in their own conversations', async () => {
    const email = 'gast.chat@example.org';
    const begun = await t.app.inject({ method: 'POST', url: '/api/v1/chat/guest', payload: { email, name: 'Gina' } });
    expect(begun.statusCode).toBe(201);
    const { guestId } = begun.json<{ guestId: string }>();
    const code = /\b(\d{6})\b/.exec((await latestMailTo(t.app, email, 'chat.guest-code'))!.text)![1]!;
    const { rows } = await t.app.dbHandle.query('select code_hash from chat_guests where id = $1', [guestId]);
    expect(rows[0]!.code_hash).not.toContain(code);
    const verify = (c: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/chat/guest/verify', payload: { guestId, code: c } });
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify(wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'CODE_INVALID', details: { attemptsLeft: 4 } });
    const token = (await verify(code)).json<{ token: string }>().token;
    expect(token).toBeTruthy();
    expect((await verify(code)).statusCode).toBe(400); // a code works once
    const guest = { 'x-chat-token': token };
    const c = await newConversation({ headers: guest } as unknown as LoggedIn, 'Habt ihr Leihschläger?');
    expect(c.isGuest).toBe(true);
    expect((await messages(guest, c.id)).statusCode).toBe(200);
    const foreign = await newConversation(other);
    expect((await messages(guest, foreign.id)).statusCode).toBe(404);
    expect((await messages({ 'x-chat-token': 'nope' }, c.id)).statusCode).toBe(401);

    // Tries run out.
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/chat/guest', payload: { email, name: 'Gina' } });
    const second = again.json<{ guestId: string }>().guestId;
    for (let i = 0; i < 5; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/chat/guest/verify',
        payload: { guestId: second, code: wrong },
      });
    const right = /\b(\d{6})\b/.exec((await latestMailTo(t.app, email, 'chat.guest-code'))!.text)![1]!;
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/guest/verify',
      payload: { guestId: second, code: right },
    });
    expect(locked.statusCode).toBe(400);
    // Codes per address are limited.
    await t.app.inject({ method: 'POST', url: '/api/v1/chat/guest', payload: { email, name: 'Gina' } });
    const limited = await t.app.inject({ method: 'POST', url: '/api/v1/chat/guest', payload: { email, name: 'Gina' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('attachments', () => {
  it('takes images and PDFs checked by their bytes, served only to the conversation', async () => {
    const c = await newConversation();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    const upload = (file: Buffer, name: string, who = customer) => {
      const form = multipart([{ name: 'file', value: file, filename: name, contentType: 'image/png' }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/chat/conversations/${c.id}/attachments`,
        headers: { ...who.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const res = await upload(png, 'pfuetze.png');
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json<ChatMessageDto>();
    expect(message.attachment).toMatchObject({ mimeType: 'image/png', name: 'pfuetze.png' });
    const url = `/api/v1/chat/conversations/${c.id}/attachments/${message.id}`;
    const served = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await upload(Buffer.from('<svg onload="alert(1)"/>'), 'x.png')).statusCode).toBe(415);
    expect((await upload(png, 'x.png', other)).statusCode).toBe(404);
  });
});

describe('jobs and data', () => {
  it('mails the customer once when an answer stays unread for five minutes', async () => {
    const c = await newConversation(other, 'Wann öffnet ihr morgen?');
    await send(staff.headers, c.id, 'Um 8 Uhr.');
    const notified = async () =>
      (await t.app.dbHandle.query(`select customer_notified_seq as n from chat_conversations where id = $1`, [c.id]))
        .rows[0]!.n;
    await mailUnread(t.app.db, t.config, new Date(Date.now() + 60_000));
    expect(await notified()).toBe(0); // not yet
    const later = new Date(Date.now() + 6 * 60_000);
    await mailUnread(t.app.db, t.config, later);
    expect((await latestMailTo(t.app, 'customer2@example.com', 'chat.new-message'))?.text).toContain('Um 8 Uhr.');
    expect(await notified()).toBe(2);
    await mailUnread(t.app.db, t.config, later);
    const count = await t.app.dbHandle.query(
      `select count(*)::int as n from outbox_mails where template = 'chat.new-message' and text like '%Um 8 Uhr.%'`,
    );
    expect(count.rows[0]!.n).toBe(1);
  });

  it("is in the customer's data export, and closed conversations go after the venue's retention period", async () => {
    const c = await newConversation(customer, 'Export me');
    const exported = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers: customer.headers });
    expect(JSON.stringify(exported.json())).toContain('Export me');

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/chat/settings',
      headers: admin.headers,
      payload: { retentionDays: 30 },
    });
    expect(put.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/chat/settings',
          headers: staff.headers,
          payload: { retentionDays: 30 },
        })
      ).statusCode,
    ).toBe(403);
    await t.app.db
      .update(chatConversations)
      .set({ status: 'closed', closedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(chatConversations.id, c.id));
    const open = await newConversation(customer, 'Keep me');
    expect(await deleteExpired(t.app.db, t.config)).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(chatConversations).where(eq(chatConversations.id, c.id))).toHaveLength(0);
    expect(await t.app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, c.id))).toHaveLength(0);
    expect(await t.app.db.select().from(chatConversations).where(eq(chatConversations.id, open.id))).toHaveLength(1);
  });

  it('keeps quick replies per language and shows unread conversations on the dashboard home', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/quick-replies',
      headers: staff.headers,
      payload: { locale: 'de', title: 'Regen', body: 'Nach Regen prüfen wir die Plätze bis 9 Uhr.' },
    });
    expect(add.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/chat/quick-replies', headers: staffY.headers });
    expect(list.json<{ rows: unknown[] }>().rows).toHaveLength(0); // another venue's
    const id = add.json<{ id: string }>().id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/chat/quick-replies/${id}`, headers: staffY.headers }))
        .statusCode,
    ).toBe(404);
    await newConversation(other, 'Unread for the summary');
    const summary = await t.app.inject({ method: 'GET', url: '/api/v1/chat/summary', headers: staff.headers });
    expect(summary.json<{ unreadConversations: number }>().unreadConversations).toBeGreaterThan(0);
  });
});

describe.runIf(isPostgres)('two API processes on one PostgreSQL database', () => {
  it('a message written through one instance reaches a stream open on the other', async () => {
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const second = await buildApp({ config: t.config, database, serveWeb: false });
    try {
      const otherBase = await second.listen({ port: 0, host: '127.0.0.1' });
      const c = await newConversation();
      const stream = await openSse(`${otherBase}/api/v1/chat/stream`, customer.headers);
      const latencies: number[] = [];
      for (let i = 0; i < 5; i++) {
        const arrived = stream.waitFor('message', (e) => e.data.conversationId === c.id && e.data.seq === i + 2);
        const sentAt = performance.now();
        await send(staff.headers, c.id, `Über die andere Instanz ${i}`);
        await arrived;
        latencies.push(performance.now() - sentAt);
      }
      stream.close();
      const sorted = [...latencies].sort((a, b) => a - b);
      console.info(
        `chat message across instances: median ${sorted[2]!.toFixed(0)} ms, max ${sorted[4]!.toFixed(0)} ms (from send request to event on the other instance)`,
      );
      expect(sorted[4]).toBeLessThan(2000);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
