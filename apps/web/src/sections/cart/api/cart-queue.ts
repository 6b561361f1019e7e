// The page's changes to the cart go to the server one at a time, in the order they were made.
// A visitor's first add is answered with the cart cookie; a second add sent before that answer
// would come without it. Queued, it carries the cookie and lands in the same cart. An add of a
// slot that is already on its way (a double tap) is not sent twice: it shares the first answer.
// The claim is sent with every add: on a first visit the server joins adds with the same claim
// into one cart even if they reach it together (another tab, a retry), see cart-owner.ts.

let tail: Promise<unknown> = Promise.resolve();
const pending = new Map<string, Promise<unknown>>();

/** Runs `request` after every cart request queued before it has settled. */
export function queueCartRequest<T>(request: () => Promise<T>): Promise<T> {
  const next = tail.then(request, request);
  tail = next.catch(() => undefined);
  return next;
}

/** Like queueCartRequest, but a request with the same key still waiting or running is shared. */
export function queueCartRequestOnce<T>(key: string, request: () => Promise<T>): Promise<T> {
  const running = pending.get(key) as Promise<T> | undefined;
  if (running) return running;
  const next = queueCartRequest(request);
  pending.set(key, next);
  const forget = () => {
    if (pending.get(key) === next) pending.delete(key);
  };
  next.then(forget, forget);
  return next;
}

function randomClaim(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let claim: string | null = null;

/** This page's claim on a first cart (random, kept in memory only). */
export function cartClaim(): string {
  claim ??= randomClaim();
  return claim;
}
