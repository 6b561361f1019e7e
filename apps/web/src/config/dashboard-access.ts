// Which permission (packages/core/src/permissions.ts) opens which dashboard area. The server
// enforces the same rules on its endpoints; this table only decides what the UI offers, and the
// PermissionGuard shows the 403 screen for the rest. Areas without an entry are open to every
// signed-in user (their own bookings, orders, invoices, profile, chat with the venue).
import type { Permission } from '@courtside/core/permissions';
import { paths } from './paths';

const d = paths.dashboard;

export const dashboardAccess: Record<string, Permission> = {
  [d.general.analytics]: 'report.read',
  [d.general.ecommerce]: 'report.read',
  [d.general.banking]: 'payment.refund',
  [d.general.booking]: 'booking.read.any',
  [d.general.file]: 'media.write',
  [d.general.course]: 'course.write',
  [d.calendar]: 'booking.read.any',
  [d.customersBookings]: 'user.read',
  [d.coupons]: 'coupon.read',
  [d.passes]: 'pass.read',
  [d.dynamicSlots]: 'dynamic_slot.write',
  [d.permission]: 'permission.manage',
  [d.venue]: 'settings.manage',
  [d.user.root]: 'user.read',
  [d.user.list]: 'user.read',
  [d.user.cards]: 'user.read',
  [d.user.new]: 'user.manage',
  [d.product.root]: 'product.read',
  [d.post.root]: 'content.write',
  [d.tour.root]: 'content.write',
  [d.job.root]: 'content.write',
  [d.mail]: 'mail.read',
  [d.waitlist]: 'waitlist.manage',
  [d.kanban]: 'task.read',
  [d.chat]: 'chat.reply',
  [d.fileManager]: 'media.write',
  [d.blank]: 'booking.read.any',
};

/** The permission an area needs: exact entry, else the entry of its CRUD root. */
export function permissionFor(path: string): Permission | undefined {
  if (path === d.user.profile || path === d.user.account) return undefined;
  if (dashboardAccess[path]) return dashboardAccess[path];
  const userEdit = path.startsWith(`${d.user.root}/`) && path.endsWith('/edit');
  if (userEdit) return 'user.manage';
  const root = Object.keys(dashboardAccess)
    .filter((key) => path.startsWith(`${key}/`) && key !== d.root)
    .sort((a, b) => b.length - a.length)[0];
  return root ? dashboardAccess[root] : undefined;
}
