// Background work of passes (docs/product/passes.md#expiry): the reminder mail 14 days before a
// pass ends and the expiry itself. Safe with several API processes: passes are claimed with
// SKIP LOCKED and each step is one idempotent change (reminder_sent_at, status). The booking
// engine's cancellation hook gives punches back inside the cancelling transaction.
import { passReminderDays } from '@courtside/core/passes';
import type { Database, Tx } from '../../db/client';
import type { Job } from '../../jobs/runner';
import type { CancelledBooking } from '../booking';
import { orderRepository } from '../checkout';
import { organizationRepository } from '../organization';
import { passRepository } from './pass.repository';
import { expirePass, returnPunchesForBooking } from './pass.service';
import { queuePassReminder } from './pass-mail';

export async function runPassExpiry(db: Database, now = new Date()): Promise<{ reminded: number; expired: number }> {
  const before = new Date(now.getTime() + passReminderDays * 86_400_000);
  const reminded = await db.transaction(async (tx) => {
    const rows = await passRepository.claimReminders(tx, before, now);
    for (const pass of rows) {
      const order = pass.orderId ? await orderRepository.findById(tx, pass.orderId) : undefined;
      const org = await organizationRepository.findById(tx, pass.organizationId);
      await queuePassReminder(tx, pass, {
        locale: order?.locale === 'en' ? 'en' : 'de',
        timeZone: org?.timezone ?? 'Europe/Berlin',
      });
    }
    return rows.length;
  });
  const expired = await db.transaction(async (tx) => {
    const rows = await passRepository.lockExpired(tx, now);
    for (const pass of rows) await expirePass(tx, pass);
    return rows.length;
  });
  return { reminded, expired };
}

/** The booking engine's cancellation hook: a cancellation the policy refunds gives the punches back. */
export async function returnCancelledPunches(tx: Tx, cancelled: CancelledBooking[]): Promise<void> {
  for (const c of cancelled) {
    if (c.refund === 'none') continue;
    await returnPunchesForBooking(tx, c.booking.id, `cancellation:${c.reason}`, c.byUserId);
  }
}

export const passJobs: readonly Job[] = [
  { name: 'pass-expiry', everyMs: 15 * 60_000, run: async (app) => void (await runPassExpiry(app.db)) },
];
