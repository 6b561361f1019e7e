// The directly written answer (availability.serialize.ts) against JSON.stringify of the answer objects,
// the way the route wrote it before: the same bytes on every day of the seeded fortnight (booked,
// abo, come-together, blocked slots), with filters, and for every optional field of a slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '@courtside/core/slots/time';
import type { GridSlot, SlotView } from '@courtside/core/slots/types';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { answerMemo } from './availability.memo';
import { slotsJson } from './availability.serialize';
import { availability, availabilityJson } from './availability.service';

let t: TestContext;
let venue: DemoVenue;
const tz = 'Europe/Berlin';

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  answerMemo.enabled = false; // every call below writes its answer
});
afterAll(async () => {
  answerMemo.enabled = true;
  await t?.close();
});

describe('the availability answer written directly', () => {
  it('equals JSON.stringify of the answer objects on every day of the seeded fortnight', async () => {
    const today = localDate(new Date(), tz);
    const states = new Set<string>();
    for (let d = -2; d <= 15; d++) {
      const now = new Date();
      for (const filters of [{}, { spaceType: 'indoor' as const }, { category: 'beach_tennis' }]) {
        const q = { organizationId: venue.organizationId, date: addDays(today, d), now, ...filters };
        const answer = await availability(t.app.db, q);
        for (const r of answer.rows) for (const s of r.slots) states.add(s.state);
        expect((await availabilityJson(t.app.db, q)).toString('utf8')).toBe(JSON.stringify(answer));
      }
    }
    expect([...states].sort()).toEqual(['abo', 'available', 'booked', 'come_together']);
  });

  it('writes every optional field of a slot as JSON.stringify does, in the same order', () => {
    const at = (h: number) => new Date(Date.UTC(2027, 2, 28, h));
    const slots: GridSlot[] = [0, 1, 2, 3, 4].map((h) => ({
      start: at(h),
      end: at(h + 1),
      kind: 'regular',
      priceCents: 2000,
      band: 'default',
    }));
    const base = (i: number): SlotView => ({
      start: at(i),
      end: at(i + 1),
      state: 'available',
      price: 2000,
      bookable: true,
    });
    const views: SlotView[] = [
      base(0),
      { ...base(1), state: 'booked', bookable: false, title: 'Turnier "Ü40" – Finale \\ 🏐', blocked: true },
      {
        ...base(2),
        state: 'come_together',
        title: 'Mixed',
        sessionId: 'a1b2',
        capacity: 8,
        placesLeft: 2,
        availability: 'caution',
      },
      { ...base(3), state: 'come_together', sessionId: 'c3', capacity: 0, placesLeft: 0, availability: 'full' },
      { ...base(4), state: 'abo', price: 0, bookable: false },
    ];
    const dtos = views.map((v) => ({ ...v, start: v.start.toISOString(), end: v.end.toISOString() }));
    expect(`[${slotsJson(slots, views)}]`).toBe(JSON.stringify(dtos));
    expect(slotsJson(slots, [])).toBe('');
  });
});
