// Links and images that end up in an href or src: only http(s) URLs or paths on this site. Anything
// else (javascript:, data:, vbscript:, protocol-relative //host, backslash tricks) is refused, so a
// stored value can never run script or leave the site unannounced when the web app renders it.
import { z } from 'zod';

const SCHEMES = { web: ['http:', 'https:'], https: ['https:'] } as const;

/** True for an absolute URL with one of the schemes, or a path on this site ("/images/a.jpg"). */
export function isSafeLink(value: string, schemes: readonly string[] = SCHEMES.web): boolean {
  // Whitespace and control characters would be dropped or changed by browsers before parsing.
  if (/[\s\p{Cc}\\]/u.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The one zod rule for URL fields: an http(s) URL (https only with `httpsOnly`) or a path on this
 * site starting with a single /.
 */
export function linkUrlSchema(options: { max?: number; httpsOnly?: boolean } = {}) {
  const schemes = options.httpsOnly ? SCHEMES.https : SCHEMES.web;
  return z
    .string()
    .trim()
    .max(options.max ?? 1000)
    .refine(
      (value) => isSafeLink(value, schemes),
      options.httpsOnly
        ? 'must be an https URL or a path starting with /'
        : 'must be an http(s) URL or a path starting with /',
    );
}
