// The server's first paint of a public page (entry-server.tsx) and the browser app agree here on
// which answers travel in the HTML: public ones only (the venue, prices, events, the booking grid's
// availability, news posts, the shop's catalogue), never a visitor's cart, holds or account.
import type { DehydratedState, QueryKey } from '@tanstack/react-query';

const PUBLIC_QUERY_ROOTS = new Set([
  'organizations',
  'pricing',
  'events',
  'availability',
  'slots-info',
  'resources',
  'dynamic-slots',
  'posts',
  'shop',
]);

export function isPublicQuery(key: QueryKey): boolean {
  return typeof key[0] === 'string' && PUBLIC_QUERY_ROOTS.has(key[0]);
}

/** The id of the JSON script the server writes next to the rendered page. */
export const FIRST_PAINT_DATA_ID = 'cs-first-paint';

/** What the server rendered the page with: the public answers and its guess at the screen. */
export interface FirstPaintData {
  state: DehydratedState;
  compact: boolean;
}

/** The server's data for the page it rendered, or null on a plain shell. */
export function readFirstPaint(doc: Document = document): FirstPaintData | null {
  const script = doc.getElementById(FIRST_PAINT_DATA_ID);
  if (!script?.textContent) return null;
  try {
    const data = JSON.parse(script.textContent) as FirstPaintData;
    return data.state ? data : null;
  } catch {
    return null;
  }
}

let serverCompact = false;

/**
 * The server's guess at the screen for media queries it cannot evaluate: phone-sized when the
 * user agent says Mobile (entry-server.tsx sets it per page; the browser app uses matchMedia).
 */
export function setServerCompact(compact: boolean): void {
  serverCompact = compact;
}

/** A max-width media query as the server guesses it: true on phones, false elsewhere. */
export function serverMatches(query: string): boolean {
  return serverCompact && /max-width/.test(query);
}
