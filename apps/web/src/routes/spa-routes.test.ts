import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { isSpaRoute, SPA_ROUTE_PATTERNS } from '@courtside/core/spa-routes';
import { routes } from './sections';

/** Every route's full pattern in the router table (the catch-all excepted). */
function patterns(list: RouteObject[], base = '/', out = new Set<string>()): Set<string> {
  for (const route of list) {
    const full = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${base.replace(/\/$/, '')}/${route.path}`
      : base;
    if ((route.path && route.path !== '*') || route.index) out.add(full);
    if (route.children) patterns(route.children, full, out);
  }
  return out;
}

describe('the server’s list of web routes', () => {
  it('is the router table, pattern for pattern', () => {
    expect([...patterns(routes)].sort()).toEqual([...SPA_ROUTE_PATTERNS].sort());
  });

  it('matches pages and parameters, not unknown paths', () => {
    expect(isSpaRoute('/')).toBe(true);
    expect(isSpaRoute('/events/beach-cup')).toBe(true);
    expect(isSpaRoute('/dashboard/invoice/7/edit')).toBe(true);
    expect(isSpaRoute('/Booking')).toBe(true);
    expect(isSpaRoute('/no/such/page')).toBe(false);
    expect(isSpaRoute('/events/a/b')).toBe(false);
    expect(isSpaRoute('/dashboard/nothing')).toBe(false);
  });
});
