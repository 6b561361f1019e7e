// The app's wiring is explicit (app.ts apiModules): every module folder declares what it contributes
// in <module>.module.ts and is listed; the background jobs and lifecycle hooks the product depends on
// are there. Leaving a module out of the list, or its job or hook out of its module file, fails here.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiModules, registerModuleHooks } from '../app';
import { bookingsCancelledHooks } from './booking/booking.hooks';
import { userDataSections } from './user/user-data';

const modulesDir = path.dirname(new URL(import.meta.url).pathname);

describe('API modules', () => {
  it('lists every module folder once, each with its <module>.module.ts', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    // A folder without a module file is a face only (checkout: the face of cart, order, payment, refund, invoice).
    const faceOnly = folders.filter((folder) => !existsSync(path.join(modulesDir, folder, `${folder}.module.ts`)));
    expect(faceOnly).toEqual(['checkout']);
    expect(apiModules.map((m) => m.name).sort()).toEqual(folders.filter((folder) => !faceOnly.includes(folder)));
  });

  it('starts the background jobs the product relies on', () => {
    const jobs = apiModules.flatMap((m) => (m.jobs ?? []).map((job) => `${m.name}: ${job.name}`));
    expect(jobs.sort()).toEqual([
      'auth: auth-housekeeping',
      'booking: booking-complete-past',
      'booking: booking-expire-holds',
      'booking: booking-session-minimum',
      'cart: cart.purge-expired',
      'chat: chat-retention',
      'chat: chat-unread-mail',
      'course: course-minimum',
      'dashboard: customers.settle-figures',
      'event: events.publish-due',
      'mail: mail-sender',
      'order: checkout.reconcile',
      'order: checkout.split-deadline',
      'pass: pass-expiry',
      'payment: payment.fees',
      'post: posts.publish-due',
      'task: task-recurrences',
      'waitlist: waitlist-offers',
    ]);
  });

  it('registers the refund on cancellation as a booking lifecycle hook', () => {
    registerModuleHooks(apiModules);
    expect(bookingsCancelledHooks()).toContain('refund');
    // The waitlist offers freed capacity inside the cancelling transaction (docs/product.md#waitlist).
    expect(bookingsCancelledHooks()).toContain('waitlist');
    // A cancellation the policy refunds gives a pass's punches back (docs/product/passes.md).
    expect(bookingsCancelledHooks()).toContain('pass');
    expect(apiModules.filter((m) => m.hooks?.bookingsCancelled).map((m) => m.name)).toEqual([
      'refund',
      'waitlist',
      'pass',
    ]);
  });

  it("registers each module's personal data for the export and account deletion", () => {
    registerModuleHooks(apiModules);
    // Support chat conversations leave with the customer's account (docs/product/chat-tasks.md#support-chat).
    expect(userDataSections().map((s) => s.name)).toContain('chatConversations');
  });
});
