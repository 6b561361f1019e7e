import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { paths, withQuery } from './paths';
import { routes } from '../routes/sections';

/** Every string leaf of the paths table (functions are called with a sample parameter). */
function collect(node: unknown, sample: string, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (typeof node === 'function') out.push((node as (p: string) => string)(sample));
  else if (node && typeof node === 'object') Object.values(node).forEach((child) => collect(child, sample, out));
  return out;
}

const internal = (list: string[]) => list.filter((p) => !p.startsWith('http'));

describe('paths', () => {
  it('has the docs/product.md#public-site routes, typos included', () => {
    expect(paths.restaurants).toBe('/restaurents');
    expect(paths.contact).toBe('/kontakt');
    expect(paths.agb).toBe('/agb');
    expect(paths.shop).toBe(paths.comingSoon);
    expect(paths.booking.checkout).toBe('/booking/checkout');
    expect(paths.dashboard.checkout).toBe('/dashboard/book/checkout');
    expect(paths.dashboard.book).toBe('/dashboard/book');
    expect(paths.auth.jwt.signIn).toBe('/auth/jwt/sign-in');
    expect(Object.keys(paths.auth.auth0)).toEqual(['signIn']);
    expect(Object.keys(paths.auth.amplify)).toEqual(['signIn', 'signUp', 'verify', 'updatePassword', 'resetPassword']);
  });

  it('builds parameter paths with encoded values', () => {
    expect(paths.dashboard.bookings.details('b-1')).toBe('/dashboard/bookings/b-1');
    expect(paths.events.details('beach cup/2026')).toBe('/events/beach%20cup%2F2026');
    expect(paths.dashboard.user.edit('42')).toBe('/dashboard/user/42/edit');
    expect(paths.dashboard.invoice.edit('7')).toBe('/dashboard/invoice/7/edit');
    expect(paths.dashboard.post.details('hello')).toBe('/dashboard/post/hello');
    expect(paths.product.details('p1')).toBe('/product/p1');
    expect(withQuery(paths.auth.jwt.signIn, { returnTo: '/dashboard/coupons', x: undefined })).toBe(
      '/auth/jwt/sign-in?returnTo=%2Fdashboard%2Fcoupons',
    );
  });

  it('gives every internal path a route other than the 404 catch-all', () => {
    const all = internal(collect(paths, 'sample-id'));
    expect(all.length).toBeGreaterThan(80);
    for (const path of all) {
      const matches = matchRoutes(routes, path);
      const leaf = matches?.at(-1)?.route;
      expect(leaf, path).toBeDefined();
      expect(leaf?.path, path).not.toBe('*');
    }
  });

  it('sends unknown paths to the 404 catch-all', () => {
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });
});
