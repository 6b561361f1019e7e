// Seasons (date range + opening hours per location) and scheduling rules (slot length, booking
// types, windows, prices per season and court or category). Contradictions are
// refused with a message naming the clash — overlapping seasons of one location, two rules for
// the same court or category in one season, price bands outside the opening hours or with
// from ≥ to. The database backs the first two with constraints (drizzle/*_venue_setup_rules.sql).
import type { OpeningHours } from '@courtside/core/slots/types';
import type { RuleBody, SeasonBody } from '@courtside/core/venue-setup-schemas';
import {
  duplicateRule,
  openingHoursProblems,
  overlappingSeason,
  priceBandProblems,
  ruleTargetProblems,
  seasonDateProblems,
  seasonOverlapProblem,
} from '@courtside/core/venue-rules';
import type { SetupProblem } from '@courtside/core/venue-rules';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields } from './venue-setup.dto';
import { venueSetupRepository as repo } from './venue-setup.repository';
import type { RuleRow, SeasonRow } from './venue-setup.repository';
import { auditSetup, refuse } from './setup-actor';
import type { SetupActor } from './setup-actor';

type SeasonShape = Pick<SeasonRow, 'name' | 'startsOn' | 'endsOn' | 'openingHours'> & { id?: string };

async function checkSeason(tx: DbOrTx, locationId: string, season: SeasonShape): Promise<void> {
  refuse([...seasonDateProblems(season), ...openingHoursProblems(season.openingHours)]);
  await repo.lockLocation(tx, locationId);
  const clash = overlappingSeason(season, await repo.seasonsOf(tx, locationId));
  if (clash) refuse([seasonOverlapProblem(season, clash)]);
}

/** Rules of an edited season must still fit its opening hours. */
async function checkRulesAgainstHours(
  tx: DbOrTx,
  organizationId: string,
  seasonId: string,
  hours: OpeningHours,
): Promise<void> {
  const problems: SetupProblem[] = [];
  for (const rule of await repo.listRules(tx, organizationId, seasonId)) {
    const target = rule.resourceId ? 'a court rule' : `the ${rule.category} rule`;
    problems.push(
      ...priceBandProblems(rule.priceBands, hours).map((p) => ({ ...p, message: `${p.message} (${target})` })),
    );
  }
  refuse(problems);
}

export async function createSeason(db: DbOrTx, actor: SetupActor, body: SeasonBody): Promise<SeasonRow> {
  return db.transaction(async (tx) => {
    if (!(await repo.findLocation(tx, actor.organizationId, body.locationId)))
      throw new AppError('VALIDATION_FAILED', 'The location does not exist', { reason: 'unknown_location' });
    await checkSeason(tx, body.locationId, body);
    const row = await repo.insertSeason(tx, { ...body, organizationId: actor.organizationId });
    await auditSetup(tx, actor, 'season.created', 'season', row.id, {
      name: row.name,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
    });
    return row;
  });
}

export async function updateSeason(
  db: DbOrTx,
  actor: SetupActor,
  id: string,
  patch: Partial<Omit<SeasonBody, 'locationId'>>,
): Promise<SeasonRow> {
  return db.transaction(async (tx) => {
    const current = await repo.findSeason(tx, actor.organizationId, id);
    if (!current) throw notFound('Season');
    const next = { ...current, ...patch };
    await checkSeason(tx, current.locationId, next);
    if (patch.openingHours) await checkRulesAgainstHours(tx, actor.organizationId, id, patch.openingHours);
    const changes = changedFields(current, patch);
    const row = await repo.updateSeason(tx, id, patch);
    await auditSetup(tx, actor, 'season.updated', 'season', id, { changes });
    return row;
  });
}

export async function deleteSeason(db: DbOrTx, actor: SetupActor, id: string, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.findSeason(tx, actor.organizationId, id);
    if (!current) throw notFound('Season');
    // Without its season a booked day would have no opening hours and no prices.
    const live = await repo.countLiveBookingsAt(tx, {
      locationId: current.locationId,
      fromDate: current.startsOn,
      toDate: current.endsOn,
      timeZone,
    });
    if (live > 0)
      throw new AppError('CONFLICT', `The season ${current.name} has ${live} open booking(s); it cannot be deleted`, {
        reason: 'season_has_bookings',
        params: { count: live },
      });
    await repo.deleteSeason(tx, id);
    await auditSetup(tx, actor, 'season.deleted', 'season', id, {
      name: current.name,
      startsOn: current.startsOn,
      endsOn: current.endsOn,
    });
  });
}

type RuleShape = Pick<RuleRow, 'seasonId' | 'resourceId' | 'category' | 'priceBands'> & { id?: string };

async function checkRule(tx: DbOrTx, organizationId: string, rule: RuleShape): Promise<void> {
  refuse(ruleTargetProblems(rule));
  const season = await repo.lockSeason(tx, organizationId, rule.seasonId);
  if (!season) throw new AppError('VALIDATION_FAILED', 'The season does not exist', { reason: 'unknown_season' });
  if (rule.resourceId) {
    const court = await repo.findCourt(tx, organizationId, rule.resourceId);
    if (!court) throw new AppError('VALIDATION_FAILED', 'The court does not exist', { reason: 'unknown_court' });
    if (court.locationId !== season.locationId) {
      throw new AppError('CONFLICT', `${court.name} is at another location than the season ${season.name}`, {
        reason: 'rule_location',
        params: { court: court.name, season: season.name },
      });
    }
  }
  refuse(priceBandProblems(rule.priceBands, season.openingHours));
  const clash = duplicateRule(rule, await repo.listRules(tx, organizationId, rule.seasonId));
  if (clash) {
    const target = rule.resourceId
      ? ((await repo.findCourt(tx, organizationId, rule.resourceId))?.name ?? 'this court')
      : `the category ${rule.category}`;
    refuse([
      {
        reason: 'rule_duplicate',
        message: `The season ${season.name} already has a rule for ${target}: edit that rule instead`,
        params: { season: season.name, target, ruleId: clash.id },
      },
    ]);
  }
}

export async function createRule(db: DbOrTx, actor: SetupActor, body: RuleBody): Promise<RuleRow> {
  return db.transaction(async (tx) => {
    refuse(ruleTargetProblems(body));
    const values = {
      ...body,
      resourceId: body.resourceId ?? null,
      category: body.resourceId ? null : (body.category ?? null),
    };
    await checkRule(tx, actor.organizationId, values);
    const row = await repo.insertRule(tx, { ...values, organizationId: actor.organizationId });
    await auditSetup(tx, actor, 'scheduling_rule.created', 'scheduling_rule', row.id, {
      seasonId: row.seasonId,
      resourceId: row.resourceId,
      category: row.category,
      defaultPriceCents: row.defaultPriceCents,
    });
    return row;
  });
}

export async function updateRule(
  db: DbOrTx,
  actor: SetupActor,
  id: string,
  patch: Partial<Omit<RuleBody, 'seasonId'>>,
): Promise<RuleRow> {
  return db.transaction(async (tx) => {
    const current = await repo.findRule(tx, actor.organizationId, id);
    if (!current) throw notFound('Scheduling rule');
    if (patch.resourceId && patch.category) refuse(ruleTargetProblems({ ...patch, seasonId: current.seasonId }));
    const next = { ...current, ...patch };
    // Setting one target clears the other, so a rule can be moved from a category to a court.
    if (patch.resourceId) next.category = null;
    if (patch.category) next.resourceId = null;
    await checkRule(tx, actor.organizationId, next);
    const values = { ...patch, resourceId: next.resourceId ?? null, category: next.category ?? null };
    const changes = changedFields(current, values);
    const row = await repo.updateRule(tx, id, values);
    await auditSetup(tx, actor, 'scheduling_rule.updated', 'scheduling_rule', id, { changes });
    return row;
  });
}

export async function deleteRule(db: DbOrTx, actor: SetupActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.findRule(tx, actor.organizationId, id);
    if (!current) throw notFound('Scheduling rule');
    await repo.deleteRule(tx, id);
    await auditSetup(tx, actor, 'scheduling_rule.deleted', 'scheduling_rule', id, {
      seasonId: current.seasonId,
      resourceId: current.resourceId,
      category: current.category,
    });
  });
}
