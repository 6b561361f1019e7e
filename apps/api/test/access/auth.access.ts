// Access rows for /api/v1/auth (see test/access-matrix.ts).
import type { AccessRow } from '../auth';

const everyoneSignedIn = { anonymous: 401, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 };
const all = (status: number) => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  staffX: status,
  staffY: status,
  admin: status,
});

export const accessRows: AccessRow[] = [
  { name: '/auth/me', method: 'GET', url: '/api/v1/auth/me', expect: everyoneSignedIn },
  { name: '/auth/permissions', method: 'GET', url: '/api/v1/auth/permissions', expect: everyoneSignedIn },
  {
    name: '/auth/logout-all',
    method: 'POST',
    url: '/api/v1/auth/logout-all',
    endsSessions: true,
    expect: everyoneSignedIn,
  },
  {
    name: '/auth/change-password with a wrong current password',
    method: 'POST',
    url: '/api/v1/auth/change-password',
    payload: { currentPassword: 'not-the-password', newPassword: 'another-long-password' },
    expect: { anonymous: 401, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
  {
    name: '/auth/register trying to set a role (mass assignment)',
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: (_ctx, actor) => ({
      name: 'Mallory',
      email: `mallory-${actor}@example.net`,
      password: 'long-enough-password',
      role: 'admin',
    }),
    expect: all(400),
  },
  {
    name: '/auth/register trying to set the organization (mass assignment)',
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: (ctx, actor) => ({
      name: 'Mallory',
      email: `mallory2-${actor}@example.net`,
      password: 'long-enough-password',
      organizationId: ctx.orgs.y,
    }),
    expect: all(400),
  },
  {
    name: '/auth/login with an unknown account',
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: (_ctx, actor) => ({ email: `nobody-${actor}@example.net`, password: 'whatever-it-is' }),
    expect: all(401),
  },
  {
    name: '/auth/refresh-tokens without a refresh token',
    method: 'POST',
    url: '/api/v1/auth/refresh-tokens',
    expect: all(401),
  },
  { name: '/auth/logout without a refresh token', method: 'POST', url: '/api/v1/auth/logout', expect: all(200) },
  {
    name: '/auth/sentlink (same answer for any address)',
    method: 'POST',
    url: '/api/v1/auth/sentlink',
    payload: (_ctx, actor) => ({ email: `someone-${actor}@example.net` }),
    expect: all(200),
  },
  {
    name: '/auth/resend-link (same answer for any address)',
    method: 'POST',
    url: '/api/v1/auth/resend-link',
    payload: { email: 'customer@example.com' },
    expect: all(200),
  },
  {
    name: '/auth/validate-link with a guessed token',
    method: 'POST',
    url: '/api/v1/auth/validate-link',
    payload: { token: 'A'.repeat(43) },
    expect: all(400),
  },
  {
    name: '/auth/reset-password with a guessed token',
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    payload: { token: 'A'.repeat(43), password: 'long-enough-password' },
    expect: all(400),
  },
  { name: '/auth/providers', method: 'GET', url: '/api/v1/auth/providers', expect: all(200) },
  { name: '/auth/google without a configured provider', method: 'GET', url: '/api/v1/auth/google', expect: all(501) },
  {
    name: '/auth/google with an ID token, no provider configured',
    method: 'POST',
    url: '/api/v1/auth/google',
    payload: { idToken: 'x'.repeat(40) },
    expect: all(501),
  },
  {
    name: '/auth/verification with a guessed code',
    method: 'POST',
    url: '/api/v1/auth/verification',
    payload: { email: 'customer@example.com', code: '123456' },
    expect: all(400),
  },
];
