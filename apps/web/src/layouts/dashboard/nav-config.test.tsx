import { describe, expect, it } from 'vitest';
import { defaultRolePermissions } from '@courtside/core/permissions';
import { permissionFor } from '../../config/dashboard-access';
import { paths } from '../../config/paths';
import { dashboardNav, filterNav } from './nav-config';

const navFor = (role: keyof typeof defaultRolePermissions) => {
  const granted = new Set<string>(defaultRolePermissions[role]);
  return filterNav(dashboardNav, (path) => {
    const needed = permissionFor(path);
    return !needed || granted.has(needed);
  });
};
const titles = (groups: ReturnType<typeof navFor>) => groups.flatMap((g) => g.items.map((i) => i.titleKey));

describe('dashboard navigation per role', () => {
  it('customers see their own areas only, the users menu as "my account"', () => {
    const nav = navFor('customer');
    expect(titles(nav)).toEqual([
      'dashboard.app',
      'dashboard.book',
      'dashboard.bookings',
      'dashboard.myAccount',
      'dashboard.order',
      'dashboard.invoice',
    ]);
    const account = nav.flatMap((g) => g.items).find((i) => i.titleKey === 'dashboard.myAccount');
    expect(account?.children?.map((c) => c.path)).toEqual([paths.dashboard.user.profile, paths.dashboard.user.account]);
  });

  it('admins see every area', () => {
    const all = dashboardNav.flatMap((g) => g.items).length;
    expect(titles(navFor('admin'))).toHaveLength(all);
    expect(titles(navFor('admin'))).toContain('dashboard.user');
  });

  it('staff get the front-desk areas but not coupons editing or the permission matrix', () => {
    const staff = titles(navFor('staff'));
    expect(staff).toEqual(
      expect.arrayContaining([
        'dashboard.calendar',
        'dashboard.customersBookings',
        'dashboard.coupons',
        'dashboard.mail',
      ]),
    );
    expect(staff).not.toContain('dashboard.permission');
    expect(staff).not.toContain('dashboard.dynamicSlots');
  });

  it('lists no area that is still a description card, and never the blank template', () => {
    const all = dashboardNav.flatMap((g) => g.items.map((i) => i.titleKey));
    expect(all).not.toContain('dashboard.blank');
    // The content areas are built: events (tour), posts and jobs are listed.
    expect(all).toEqual(expect.arrayContaining(['dashboard.tour', 'dashboard.post', 'dashboard.job']));
  });

  it('lists the media library and its overview, both behind media.write', () => {
    const all = dashboardNav.flatMap((g) => g.items.map((i) => i.titleKey));
    expect(all).toEqual(expect.arrayContaining(['dashboard.file', 'dashboard.fileManager', 'dashboard.post']));
    expect(permissionFor(paths.dashboard.fileManager)).toBe('media.write');
    expect(permissionFor(paths.dashboard.general.file)).toBe('media.write');
  });

  it('maps CRUD sub-pages to their area and keeps profile and account open', () => {
    expect(permissionFor('/dashboard/product/:id/edit')).toBe('product.read');
    expect(permissionFor('/dashboard/user/:id/edit')).toBe('user.manage');
    expect(permissionFor(paths.dashboard.user.profile)).toBeUndefined();
    expect(permissionFor(paths.dashboard.user.account)).toBeUndefined();
    expect(permissionFor(paths.dashboard.bookings.details('b1'))).toBeUndefined();
  });
});
