// Signing in from tests: loginAs(app, 'staff@example.com') → { accessToken, userId, headers }.
// Demo accounts share the password 'courtside-demo'. Pass org (slug or uuid) to pick the venue;
// without it the sign-in finds the account in the default venue or the only venue that has it.
import type { FastifyInstance } from 'fastify';

export interface LoggedIn {
  accessToken: string;
  userId: string;
  organizationId: string;
  /** The refresh-token cookie value (for refresh and logout tests). */
  refreshToken: string;
  headers: { authorization: string };
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = 'courtside-demo',
  org?: string,
): Promise<LoggedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: org ? { 'x-organization': org } : {},
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`loginAs(${email}) failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ accessToken: string; user: { id: string; organizationId: string } }>();
  const cookie = res.cookies.find((c) => c.name === 'courtside_refresh');
  return {
    accessToken: body.accessToken,
    userId: body.user.id,
    organizationId: body.user.organizationId,
    refreshToken: cookie?.value ?? '',
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

// ---------------------------------------------------------------------------------------------
// The access-control matrix (test/access-matrix.ts). Modules describe their endpoints in
// src/modules/<domain>/<domain>.access.ts as `export const accessRows: AccessRow[] = [...]`.

/** Who calls: anonymous, two customers and the admin of org X, staff of org X and of org Y. */
export const actors = ['anonymous', 'customerA', 'customerB', 'staffX', 'staffY', 'admin'] as const;
export type Actor = (typeof actors)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

export const actorAccounts: Record<SignedInActor, string> = {
  customerA: 'customer@example.com',
  customerB: 'customer2@example.com',
  staffX: 'staff@example.com',
  staffY: 'staff@sandplatz.example',
  admin: 'admin@example.com',
};

export interface AccessContext {
  app: FastifyInstance;
  /** Signed-in sessions of every actor but anonymous. */
  sessions: Record<SignedInActor, LoggedIn>;
  /** Organization ids: x = beachside-koeln (customers, staffX, admin), y = sandplatz-leipzig. */
  orgs: { x: string; y: string };
  /** What setup hooks created, for url and payload functions (e.g. ids of records). */
  fixtures: Record<string, string>;
}

export type Expectation = number | number[];

export interface AccessRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string | ((ctx: AccessContext, actor: Actor) => string);
  payload?: ((ctx: AccessContext, actor: Actor) => unknown) | Record<string, unknown> | unknown[];
  headers?: Record<string, string>;
  /**
   * Runs before each actor's request: create the records the request is about (and store their
   * ids in ctx.fixtures), so a request that changes or consumes a record never spoils the next.
   */
  setup?: (ctx: AccessContext, actor: Actor) => Promise<void>;
  /** The request ends the actor's sessions (and so its access token): the runner signs in again after it. */
  endsSessions?: boolean;
  expect: Record<Actor, Expectation>;
}

/** The newest mail queued for an address (reads the outbox table directly). */
export async function latestMailTo(
  app: FastifyInstance,
  to: string,
  template?: string,
): Promise<{ id: string; subject: string; text: string; template: string; status: string } | undefined> {
  const { rows } = await app.dbHandle.query(
    `select id, subject, text, template, status from outbox_mails where lower("to") = lower($1) ${template ? 'and template = $2' : ''} order by created_at desc, id desc limit 1`,
    template ? [to, template] : [to],
  );
  return rows[0] as { id: string; subject: string; text: string; template: string; status: string } | undefined;
}

/** The refresh-token cookie of an inject() answer. */
export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === 'courtside_refresh')?.value;
}
