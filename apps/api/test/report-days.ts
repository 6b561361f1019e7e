// Days and instants for the report roll-up tests (occupancy, revenue, cancellations): last year's
// DST Sundays of the EU, UTC instants, Berlin summer wall-clock times, a venue's zone changed for
// the length of a check, and a report asked over HTTP.
import { expect } from 'vitest';
import type { LoggedIn } from './auth';
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

/** GET /api/v1/analytics/{report} for the local dates from–to (and a location), answered 200. */
export async function getReport<T>(
  t: TestContext,
  as: LoggedIn,
  report: string,
  period: { from: string; to: string; locationId?: string },
): Promise<T> {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (period.locationId) query.set('locationId', period.locationId);
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/analytics/${report}?${query}`, headers: as.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
