// Days and instants for the report roll-up tests (occupancy, revenue, cancellations): last year's
// DST Sundays of the EU, UTC instants, Berlin summer wall-clock times, and a venue's zone changed
// for the length of a check.
import type { TestContext } from './helper';

/** Last year: a whole calendar year of history, both DST switches in the past. */
export const reportYear = new Date().getUTCFullYear() - 1;

/** The last Sunday of a month of `reportYear` (the DST switches of the EU: March, October). */
export function lastSunday(month: number): string {
  const d = new Date(Date.UTC(reportYear, month, 0));
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return d.toISOString().slice(0, 10);
}

/** The instant of a UTC wall-clock time, `dayShift` days later (negative: earlier). */
export const utc = (date: string, time: string, dayShift = 0) =>
  new Date(Date.parse(`${date}T${time}:00Z`) + dayShift * 86_400_000).toISOString();

/** Berlin wall-clock time on a summer day of `reportYear` that is not a DST switch (UTC+2). */
export const summer = (md: string, time: string) =>
  new Date(Date.parse(`${reportYear}-${md}T${time}:00+02:00`)).toISOString();

/** Runs `check` with the venue in another zone (its roll-ups rebuilt), then puts Berlin back. */
export async function inZone(t: TestContext, organizationId: string, zone: string, check: () => Promise<void>) {
  await t.database.query(`update organizations set timezone = $2 where id = $1`, [organizationId, zone]);
  try {
    await check();
  } finally {
    await t.database.query(`update organizations set timezone = 'Europe/Berlin' where id = $1`, [organizationId]);
  }
}
