// The fake Stripe's wire format: Stripe's form encoding (a[b][c]=v, arrays as a[0]=v), request
// bodies, ids, and errors shaped as Stripe sends them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

type Form = Record<string, unknown>;

/** Objects whose keys are 0, 1, … become arrays (allowed_payment_method_types[0]=card). */
function arrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Form).map(([k, v]) => [k, arrays(v)] as const);
  if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

/** Stripe's form encoding, any depth: a[b][c]=v → { a: { b: { c: 'v' } } }. */
export function parseForm(body: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node = out;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    }
  }
  return arrays(out) as Form;
}

export function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
}

export const invalid = (message: string, extra: Record<string, unknown> = {}) => ({
  error: { type: 'invalid_request_error', message, ...extra },
});

export const missing = (what: string, value: string) =>
  invalid(`No such ${what}: '${value}'`, { code: 'resource_missing' });

/** An IBAN's check digits (ISO 13616, mod 97): what Stripe checks before anything else. */
export function validIban(iban: string): boolean {
  const s = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const digits = `${s.slice(4)}${s.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}
