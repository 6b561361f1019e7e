import { describe, expect, it } from 'vitest';
import { roles } from './enums';
import {
  defaultRolePermissions,
  lockedPermissions,
  organizationPermissions,
  permissions,
  superadminOnlyPermissions,
} from './permissions';

describe('default permission matrix', () => {
  it('nests the roles: customer ⊂ staff ⊂ manager ⊂ admin', () => {
    const chain = ['customer', 'staff', 'manager', 'admin'] as const;
    for (let i = 1; i < chain.length; i++) {
      const lower = defaultRolePermissions[chain[i - 1]!];
      const higher = new Set(defaultRolePermissions[chain[i]!]);
      expect(lower.filter((p) => !higher.has(p))).toEqual([]);
    }
  });

  it('gives customers only their own bookings', () => {
    expect([...defaultRolePermissions.customer].sort()).toEqual(['booking.read.own', 'booking.write.own']);
  });

  it('gives admins everything of the organization and nobody the superadmin-only ones', () => {
    expect([...defaultRolePermissions.admin].sort()).toEqual([...organizationPermissions].sort());
    for (const role of roles)
      expect(defaultRolePermissions[role].filter((p) => superadminOnlyPermissions.includes(p))).toEqual([]);
    expect(organizationPermissions).not.toContain('organization.manage');
  });

  it('keeps front-desk work with staff and money and settings with managers', () => {
    expect(defaultRolePermissions.staff).toEqual(
      expect.arrayContaining([
        'booking.read.any',
        'booking.write.any',
        'booking.checkin',
        'order.write.any',
        'user.read',
        'coupon.read',
        'mail.read',
      ]),
    );
    for (const p of [
      'settings.manage',
      'coupon.write',
      'payment.refund',
      'invoice.refund',
      'user.manage',
      'permission.manage',
      'audit.read',
    ] as const) {
      expect(defaultRolePermissions.staff).not.toContain(p);
    }
    expect(defaultRolePermissions.manager).toEqual(
      expect.arrayContaining([
        'settings.manage',
        'dynamic_slot.write',
        'coupon.write',
        'content.write',
        'report.read',
        'invoice.write',
        'invoice.refund',
        'payment.refund',
      ]),
    );
    expect(defaultRolePermissions.manager).not.toContain('user.manage');
  });

  it('has no duplicates and locks permission.manage for admins', () => {
    expect(new Set(permissions).size).toBe(permissions.length);
    for (const role of roles)
      expect(new Set(defaultRolePermissions[role]).size).toBe(defaultRolePermissions[role].length);
    expect(lockedPermissions.admin).toEqual(['permission.manage']);
    expect(defaultRolePermissions.admin).toContain('permission.manage');
  });
});
