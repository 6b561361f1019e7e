// The demo venues' shape shared by both organizations of the seed (demo.ts, demo-second.ts): opening
// hours, price bands, season ranges around today, and the accounts' rows.
import type { Role } from '@courtside/core/enums';
import type { DbOrTx } from '../client';
import { users } from '../schema/users';
import type { OpeningHours, PriceBand } from '../schema/venue';

export const secondAccounts: { email: string; name: string; role: Role }[] = [
  { email: 'admin@sandplatz.example', name: 'Lea Leipzig', role: 'admin' },
  { email: 'staff@sandplatz.example', name: 'Tom Theke', role: 'staff' },
  { email: 'customer@sandplatz.example', name: 'Paul Platz', role: 'customer' },
];

const weekdays = (from: string, to: string) => ({ open: from, close: to });
export const summerHours: OpeningHours = {
  '1': [weekdays('09:00', '23:00')],
  '2': [weekdays('09:00', '23:00')],
  '3': [weekdays('09:00', '23:00')],
  '4': [weekdays('09:00', '23:00')],
  '5': [weekdays('09:00', '23:00')],
  '6': [weekdays('09:00', '22:00')],
  '7': [weekdays('09:00', '22:00')],
};
export const winterHours: OpeningHours = {
  '1': [weekdays('10:00', '22:00')],
  '2': [weekdays('10:00', '22:00')],
  '3': [weekdays('10:00', '22:00')],
  '4': [weekdays('10:00', '22:00')],
  '5': [weekdays('10:00', '22:00')],
  '6': [weekdays('10:00', '20:00')],
  '7': [weekdays('10:00', '20:00')],
};

/** Peak: weekday evenings from 17:00 and weekend days until 18:00. */
export function bands(peakCents: number): PriceBand[] {
  return [
    { label: 'peak', weekdays: [1, 2, 3, 4, 5], from: '17:00', to: '23:00', priceCents: peakCents },
    { label: 'peak', weekdays: [6, 7], from: '09:00', to: '18:00', priceCents: peakCents },
  ];
}

/** Season date ranges around today: last winter, this summer, next winter, next summer. */
export function seasonRanges(today: Date) {
  const y = today.getUTCFullYear();
  const out: { kind: 'summer' | 'winter'; name: string; startsOn: string; endsOn: string }[] = [];
  for (const year of [y - 1, y, y + 1]) {
    out.push({
      kind: 'winter',
      name: `Winter ${year - 1}/${String(year).slice(2)}`,
      startsOn: `${year - 1}-10-01`,
      endsOn: `${year}-04-30`,
    });
    out.push({ kind: 'summer', name: `Sommer ${year}`, startsOn: `${year}-05-01`, endsOn: `${year}-09-30` });
  }
  out.push({
    kind: 'winter',
    name: `Winter ${y + 1}/${String(y + 2).slice(2)}`,
    startsOn: `${y + 1}-10-01`,
    endsOn: `${y + 2}-04-30`,
  });
  return out;
}

export async function insertUsers(
  db: DbOrTx,
  organizationId: string,
  accounts: { email: string; name: string; role: Role; superadmin?: boolean }[],
  passwordHash: string,
) {
  await db.insert(users).values(
    accounts.map((a) => ({
      organizationId,
      email: a.email,
      name: a.name,
      role: a.role,
      isSuperadmin: a.superadmin ?? false,
      passwordHash,
      locale: 'de',
      emailVerifiedAt: new Date(),
    })),
  );
}
