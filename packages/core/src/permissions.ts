// The permission names and the default role → permission matrix (docs/product.md#roles). Each
// organization stores its own copy of the matrix (role_permissions), seeded from these defaults;
// admins edit it at /dashboard/permission. docs/permissions.md lists the same table for people.
import { z } from 'zod';
import { roles } from './enums';
import type { Role } from './enums';

export const permissions = [
  // Bookings
  'booking.read.own',
  'booking.write.own',
  'booking.read.any',
  'booking.write.any',
  'booking.checkin',
  'subscription.write.any',
  'dynamic_slot.write',
  // Coupons and vouchers
  'coupon.read',
  'coupon.write',
  'voucher.write',
  // Orders, payments, invoices
  'order.read.any',
  'order.write.any',
  'payment.refund',
  'invoice.read.any',
  'invoice.write',
  'invoice.refund',
  // Venue settings: prices, seasons, courts, scheduling rules
  'settings.manage',
  // People and access
  'user.read',
  'user.manage',
  'permission.manage',
  // Content, reports, mail, audit
  'content.write',
  'report.read',
  'mail.read',
  'audit.read',
  // Shop: the catalogue (staff read it with product.read)
  'product.read',
  'product.write',
  // Installation-wide: only superadmins (never granted through an organization's matrix)
  'organization.manage',
  // Waitlists: see and manage every queue
  'waitlist.manage',
  // Staff task board (docs/product.md#tasks)
  'task.read',
  'task.write',
  // Media library: upload, edit and delete the venue's images and documents
  'media.write',
  // Support chat: read and answer customers' conversations (docs/product/chat-tasks.md)
  'chat.reply',
  // Punch cards and prepaid passes (docs/product/passes.md)
  'pass.read',
  'pass.write',
  'course.write',
] as const;

export type Permission = (typeof permissions)[number];

export const permissionSchema = z.enum(permissions);

/** Permissions that no organization's matrix may grant: they cross tenant borders. */
export const superadminOnlyPermissions: readonly Permission[] = ['organization.manage'];

/** What the matrix of an organization can hold (everything but the superadmin-only ones). */
export const organizationPermissions: readonly Permission[] = permissions.filter(
  (p) => !superadminOnlyPermissions.includes(p),
);

/**
 * Admins always keep permission.manage: otherwise one click could lock every admin of an
 * organization out of the matrix screen for good.
 */
export const lockedPermissions: Partial<Record<Role, readonly Permission[]>> = { admin: ['permission.manage'] };

const customer: Permission[] = ['booking.read.own', 'booking.write.own'];

const staff: Permission[] = [
  ...customer,
  'booking.read.any',
  'booking.write.any',
  'booking.checkin',
  'subscription.write.any',
  'order.read.any',
  'order.write.any',
  'user.read',
  'coupon.read',
  'mail.read',
  'waitlist.manage',
  'task.read',
  'task.write',
  'product.read',
  'chat.reply',
  'pass.read',
];

const manager: Permission[] = [
  ...staff,
  'settings.manage',
  'dynamic_slot.write',
  'coupon.write',
  'voucher.write',
  'content.write',
  'report.read',
  'invoice.read.any',
  'invoice.write',
  'invoice.refund',
  'payment.refund',
  'media.write',
  'product.write',
  'pass.write',
  'course.write',
];

const admin: Permission[] = [...organizationPermissions];

/** The defaults every new organization starts with. */
export const defaultRolePermissions: Readonly<Record<Role, readonly Permission[]>> = {
  customer,
  staff,
  manager,
  admin,
};

/** A superadmin holds every permission in every organization. */
export const superadminPermissions: readonly Permission[] = permissions;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (permissions as readonly string[]).includes(value);
}

/** The body of PUT /api/v1/permissions/matrix: roles left out keep their permissions. */
export const permissionMatrixSchema = z.object({
  matrix: z.partialRecord(z.enum(roles), z.array(permissionSchema)),
});
export type PermissionMatrix = Record<Role, Permission[]>;

export const permissionMatrixResponseSchema = z.object({
  roles: z.array(z.enum(roles)),
  permissions: z.array(permissionSchema),
  locked: z.record(z.string(), z.array(permissionSchema)),
  matrix: z.record(z.enum(roles), z.array(permissionSchema)),
});
