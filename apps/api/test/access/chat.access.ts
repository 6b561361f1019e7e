// Access rows for the support chat (see test/access-matrix.ts): a conversation of customer A
// is seen by A and by staff of their venue with chat.reply (staffX, admin); customer B and staff
// of Y get 404, as if it did not exist. GET /api/v1/chat/stream is an endless event stream that
// inject() cannot finish: who receives what is proven in src/modules/chat/chat.test.ts.
import { chatConversations, chatMessages, chatQuickReplies } from '../../src/db/schema';
import type { AccessContext, AccessRow } from '../auth';

/** A conversation of customer A (written directly, so the matrix never meets the rate limit). */
async function conversationOfA(ctx: AccessContext): Promise<void> {
  const [row] = await ctx.app.db
    .insert(chatConversations)
    .values({
      organizationId: ctx.orgs.x,
      customerUserId: ctx.sessions.customerA.userId,
      customerName: 'Customer A',
      customerEmail: 'customer@example.com',
      subject: 'Matrix',
      lastSeq: 1,
    })
    .returning();
  await ctx.app.db.insert(chatMessages).values({
    organizationId: ctx.orgs.x,
    conversationId: row!.id,
    seq: 1,
    sender: 'customer',
    senderKey: `user:${ctx.sessions.customerA.userId}`,
    body: 'Ist Court 3 bespielbar?',
  });
  ctx.fixtures.chatId = row!.id;
}

async function quickReplyOfX(ctx: AccessContext): Promise<void> {
  const [row] = await ctx.app.db
    .insert(chatQuickReplies)
    .values({ organizationId: ctx.orgs.x, locale: 'de', title: 'Matrix', body: 'Hallo!' })
    .returning();
  ctx.fixtures.quickReplyId = row!.id;
}

/** The conversation's customer and the venue's staff; everyone else does not find it. */
const participants = (ok: number) => ({
  anonymous: 401,
  customerA: ok,
  customerB: 404,
  staffX: ok,
  staffY: 404,
  admin: ok,
});
const staffOwn = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: ok,
  staffY: ok,
  admin: ok,
});
const staffOfX = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: ok,
  staffY: 404,
  admin: ok,
});
const signedIn = (ok: number) => ({ anonymous: 401, customerA: ok, customerB: ok, staffX: ok, staffY: ok, admin: ok });
const id = (c: AccessContext) => c.fixtures.chatId;

export const accessRows: AccessRow[] = [
  {
    name: '/chat/guest (ask for a code)',
    method: 'POST',
    url: '/api/v1/chat/guest',
    payload: (_c, actor) => ({ email: `matrix-${actor}@example.org`, name: 'Matrix' }),
    expect: { anonymous: 201, customerA: 201, customerB: 201, staffX: 201, staffY: 201, admin: 201 },
  },
  {
    name: '/chat/guest/verify with an unknown guest',
    method: 'POST',
    url: '/api/v1/chat/guest/verify',
    payload: { guestId: '00000000-0000-4000-8000-000000000000', code: '123456' },
    expect: { anonymous: 400, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
  { name: '/chat/conversations (mine)', method: 'GET', url: '/api/v1/chat/conversations', expect: signedIn(200) },
  {
    name: '/chat/conversations start',
    method: 'POST',
    url: '/api/v1/chat/conversations',
    payload: { body: 'Habt ihr morgen um 18 Uhr noch einen Platz?' },
    expect: signedIn(201),
  },
  {
    name: "/chat/conversations/:id/messages of A's",
    method: 'GET',
    setup: conversationOfA,
    url: (c) => `/api/v1/chat/conversations/${id(c)}/messages?after=0`,
    expect: participants(200),
  },
  {
    name: "/chat/conversations/:id/messages of A's write",
    method: 'POST',
    setup: conversationOfA,
    url: (c) => `/api/v1/chat/conversations/${id(c)}/messages`,
    payload: { body: 'Danke!' },
    expect: participants(201),
  },
  {
    name: "/chat/conversations/:id/read of A's",
    method: 'POST',
    setup: conversationOfA,
    url: (c) => `/api/v1/chat/conversations/${id(c)}/read`,
    payload: { seq: 1 },
    expect: participants(200),
  },
  {
    name: "/chat/conversations/:id/typing of A's",
    method: 'POST',
    setup: conversationOfA,
    url: (c) => `/api/v1/chat/conversations/${id(c)}/typing`,
    expect: participants(204),
  },
  {
    name: "/chat/conversations/:id/attachments of A's (not multipart)",
    method: 'POST',
    setup: conversationOfA,
    url: (c) => `/api/v1/chat/conversations/${id(c)}/attachments`,
    payload: { file: 'x' },
    expect: participants(400),
  },
  {
    name: "/chat/conversations/:id/attachments/:messageId of A's (no such message)",
    method: 'GET',
    setup: conversationOfA,
    url: (c) => `/api/v1/chat/conversations/${id(c)}/attachments/00000000-0000-4000-8000-000000000000`,
    expect: participants(404),
  },
  {
    name: "/chat/conversations/:id of A's assign and close",
    method: 'PATCH',
    setup: conversationOfA,
    url: (c) => `/api/v1/chat/conversations/${id(c)}`,
    payload: { status: 'closed' },
    expect: staffOfX(200),
  },
  { name: '/chat/inbox', method: 'GET', url: '/api/v1/chat/inbox?q=court', expect: staffOwn(200) },
  { name: '/chat/summary', method: 'GET', url: '/api/v1/chat/summary', expect: staffOwn(200) },
  { name: '/chat/quick-replies', method: 'GET', url: '/api/v1/chat/quick-replies', expect: staffOwn(200) },
  {
    name: '/chat/quick-replies add',
    method: 'POST',
    url: '/api/v1/chat/quick-replies',
    payload: { locale: 'en', title: 'Rain', body: 'We check the courts after rain by 9 am.' },
    expect: staffOwn(201),
  },
  {
    name: '/chat/quick-replies/:id of X delete',
    method: 'DELETE',
    setup: quickReplyOfX,
    url: (c) => `/api/v1/chat/quick-replies/${c.fixtures.quickReplyId}`,
    expect: staffOfX(204),
  },
  { name: '/chat/settings', method: 'GET', url: '/api/v1/chat/settings', expect: staffOwn(200) },
  {
    name: '/chat/settings change retention',
    method: 'PUT',
    url: '/api/v1/chat/settings',
    payload: { retentionDays: 400 },
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
];
