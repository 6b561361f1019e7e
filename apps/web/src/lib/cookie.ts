// First-party cookies the app reads and writes itself: the consent record, and the language and
// display settings the server renders public pages with (apps/api/src/plugins/first-paint.ts).
// While the server renders a page (entry-server.tsx) there is no document: reads come from the
// request's Cookie header instead.

let serverCookies = '';

/** The request's Cookie header for the page the server is rendering. */
export function setServerCookies(header: string): void {
  serverCookies = header;
}

export function readCookie(name: string): string | null {
  const cookies = typeof document === 'undefined' ? serverCookies : document.cookie;
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** Sets a cookie for the whole site (value URI-encoded; Secure over HTTPS). */
export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * 86_400}; Path=/; SameSite=Lax${secure}`;
}
