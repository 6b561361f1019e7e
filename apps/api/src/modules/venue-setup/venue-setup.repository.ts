// Drizzle access for venue setup: locations, courts, seasons, scheduling rules and the
// organization's settings record. Every query is scoped by organization_id.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { locations, resources, schedulingRules, seasons } from '../../db/schema/venue';
import { bookings } from '../../db/schema/booking';

export type LocationRow = typeof locations.$inferSelect;
export type CourtRow = typeof resources.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type RuleRow = typeof schedulingRules.$inferSelect;

export const venueSetupRepository = {
  // ── Locations ──
  async listLocations(db: DbOrTx, organizationId: string): Promise<(LocationRow & { courtCount: number })[]> {
    const rows = await db
      .select({
        location: locations,
        courtCount: sql<number>`(select count(*)::int from resources r where r.location_id = "locations"."id")`,
      })
      .from(locations)
      .where(eq(locations.organizationId, organizationId))
      .orderBy(asc(locations.createdAt), asc(locations.name));
    return rows.map((r) => ({ ...r.location, courtCount: Number(r.courtCount) }));
  },
  async findLocation(db: DbOrTx, organizationId: string, id: string): Promise<LocationRow | undefined> {
    const [row] = await db
      .select()
      .from(locations)
      .where(and(eq(locations.organizationId, organizationId), eq(locations.id, id)));
    return row;
  },
  async insertLocation(db: DbOrTx, values: typeof locations.$inferInsert): Promise<LocationRow> {
    const [row] = await db.insert(locations).values(values).returning();
    return row!;
  },
  async updateLocation(db: DbOrTx, id: string, values: Partial<typeof locations.$inferInsert>): Promise<LocationRow> {
    const [row] = await db.update(locations).set(values).where(eq(locations.id, id)).returning();
    return row!;
  },
  async deleteLocation(db: DbOrTx, id: string): Promise<void> {
    await db.delete(locations).where(eq(locations.id, id));
  },
  async countCourtsAt(db: DbOrTx, locationId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(resources).where(eq(resources.locationId, locationId));
    return row?.n ?? 0;
  },

  // ── Courts ──
  async listCourts(db: DbOrTx, organizationId: string, locationId?: string): Promise<CourtRow[]> {
    const where = locationId
      ? and(eq(resources.organizationId, organizationId), eq(resources.locationId, locationId))
      : eq(resources.organizationId, organizationId);
    return db.select().from(resources).where(where).orderBy(asc(resources.sortOrder), asc(resources.name));
  },
  async findCourt(db: DbOrTx, organizationId: string, id: string): Promise<CourtRow | undefined> {
    const [row] = await db
      .select()
      .from(resources)
      .where(and(eq(resources.organizationId, organizationId), eq(resources.id, id)));
    return row;
  },
  async insertCourt(db: DbOrTx, values: typeof resources.$inferInsert): Promise<CourtRow> {
    const [row] = await db.insert(resources).values(values).returning();
    return row!;
  },
  async updateCourt(db: DbOrTx, id: string, values: Partial<typeof resources.$inferInsert>): Promise<CourtRow> {
    const [row] = await db.update(resources).set(values).where(eq(resources.id, id)).returning();
    return row!;
  },
  async deleteCourt(db: DbOrTx, id: string): Promise<void> {
    await db.delete(resources).where(eq(resources.id, id));
  },
  async countBookingsOf(db: DbOrTx, resourceId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.resourceId, resourceId));
    return row?.n ?? 0;
  },

  // ── Seasons ──
  async listSeasons(
    db: DbOrTx,
    organizationId: string,
    locationId?: string,
  ): Promise<(SeasonRow & { ruleCount: number })[]> {
    const where = locationId
      ? and(eq(seasons.organizationId, organizationId), eq(seasons.locationId, locationId))
      : eq(seasons.organizationId, organizationId);
    const rows = await db
      .select({
        season: seasons,
        ruleCount: sql<number>`(select count(*)::int from scheduling_rules r where r.season_id = "seasons"."id")`,
      })
      .from(seasons)
      .where(where)
      .orderBy(asc(seasons.startsOn), asc(seasons.name));
    return rows.map((r) => ({ ...r.season, ruleCount: Number(r.ruleCount) }));
  },
  async findSeason(db: DbOrTx, organizationId: string, id: string): Promise<SeasonRow | undefined> {
    const [row] = await db
      .select()
      .from(seasons)
      .where(and(eq(seasons.organizationId, organizationId), eq(seasons.id, id)));
    return row;
  },
  /** The season row, locked: rule edits of one season run one after another (duplicate check). */
  async lockSeason(db: DbOrTx, organizationId: string, id: string): Promise<SeasonRow | undefined> {
    const [row] = await db
      .select()
      .from(seasons)
      .where(and(eq(seasons.organizationId, organizationId), eq(seasons.id, id)))
      .for('update');
    return row;
  },
  /** Locks the location row: season edits of one location run one after another, so two of
   * them cannot both pass the overlap check (the exclusion constraint is the last word). */
  async lockLocation(db: DbOrTx, locationId: string): Promise<void> {
    await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).for('update');
  },
  async seasonsOf(db: DbOrTx, locationId: string): Promise<SeasonRow[]> {
    return db.select().from(seasons).where(eq(seasons.locationId, locationId));
  },
  async insertSeason(db: DbOrTx, values: typeof seasons.$inferInsert): Promise<SeasonRow> {
    const [row] = await db.insert(seasons).values(values).returning();
    return row!;
  },
  async updateSeason(db: DbOrTx, id: string, values: Partial<typeof seasons.$inferInsert>): Promise<SeasonRow> {
    const [row] = await db.update(seasons).set(values).where(eq(seasons.id, id)).returning();
    return row!;
  },
  async deleteSeason(db: DbOrTx, id: string): Promise<void> {
    await db.delete(seasons).where(eq(seasons.id, id));
  },
  /** Court-holding bookings at a location between two local dates (inclusive), in its zone. */
  async countLiveBookingsAt(
    db: DbOrTx,
    input: { locationId: string; fromDate: string; toDate: string; timeZone: string },
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(resources, eq(resources.id, bookings.resourceId))
      .where(
        and(
          eq(resources.locationId, input.locationId),
          inArray(bookings.status, ['reserved', 'pending', 'upcoming']),
          sql`(${bookings.startsAt} at time zone ${input.timeZone})::date between ${input.fromDate}::date and ${input.toDate}::date`,
        ),
      );
    return row?.n ?? 0;
  },

  // ── Scheduling rules ──
  async listRules(db: DbOrTx, organizationId: string, seasonId?: string): Promise<RuleRow[]> {
    const where = seasonId
      ? and(eq(schedulingRules.organizationId, organizationId), eq(schedulingRules.seasonId, seasonId))
      : eq(schedulingRules.organizationId, organizationId);
    return db
      .select()
      .from(schedulingRules)
      .where(where)
      .orderBy(asc(schedulingRules.createdAt), asc(schedulingRules.id));
  },
  async findRule(db: DbOrTx, organizationId: string, id: string): Promise<RuleRow | undefined> {
    const [row] = await db
      .select()
      .from(schedulingRules)
      .where(and(eq(schedulingRules.organizationId, organizationId), eq(schedulingRules.id, id)));
    return row;
  },
  async insertRule(db: DbOrTx, values: typeof schedulingRules.$inferInsert): Promise<RuleRow> {
    const [row] = await db.insert(schedulingRules).values(values).returning();
    return row!;
  },
  async updateRule(db: DbOrTx, id: string, values: Partial<typeof schedulingRules.$inferInsert>): Promise<RuleRow> {
    const [row] = await db.update(schedulingRules).set(values).where(eq(schedulingRules.id, id)).returning();
    return row!;
  },
  async deleteRule(db: DbOrTx, id: string): Promise<void> {
    await db.delete(schedulingRules).where(eq(schedulingRules.id, id));
  },

  // ── Organization settings ──
  async lockOrganization(db: DbOrTx, organizationId: string): Promise<typeof organizations.$inferSelect | undefined> {
    const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
    return row;
  },
  async findOrganization(db: DbOrTx, organizationId: string): Promise<typeof organizations.$inferSelect | undefined> {
    const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    return row;
  },
  async saveSettings(db: DbOrTx, organizationId: string, settings: Record<string, unknown>): Promise<void> {
    await db.update(organizations).set({ settings }).where(eq(organizations.id, organizationId));
  },
};
