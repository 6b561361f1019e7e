// Records the pass access rows need: a pass type of organization X and an active pass of customer A.
import { passes, passTypes } from '../../src/db/schema/passes';
import type { AccessContext } from '../auth';

export async function passTypeFixture(ctx: AccessContext): Promise<string> {
  const [row] = await ctx.app.db
    .insert(passTypes)
    .values({
      organizationId: ctx.orgs.x,
      name: { de: '10er-Karte' },
      unit: 'court_hour',
      units: 10,
      bookingTypes: ['normal'],
      validityMonths: 12,
      priceCents: 9000,
      vatBasisPoints: 1900,
    })
    .returning();
  return row!.id;
}

export async function passFixture(ctx: AccessContext): Promise<string> {
  const passTypeId = await passTypeFixture(ctx);
  const [row] = await ctx.app.db
    .insert(passes)
    .values({
      organizationId: ctx.orgs.x,
      passTypeId,
      userId: ctx.sessions.customerA.userId,
      email: 'customer@example.com',
      name: '10er-Karte',
      unit: 'court_hour',
      bookingTypes: ['normal'],
      validityMonths: 12,
      unitsTotal: 10,
      unitsRemaining: 10,
      status: 'active',
      source: 'desk',
      unitPriceCents: 9000,
      vatBasisPoints: 1900,
      grossCents: 9000,
      vatCents: 1437,
      validUntil: new Date(Date.now() + 300 * 86_400_000),
    })
    .returning();
  return row!.id;
}
