// Contracts of venue setup for managers: locations, courts, seasons with opening
// hours, scheduling rules with price bands, and the organization's policies. Used by the API
// (validation + OpenAPI) and by the dashboard forms.
import { z } from 'zod';
import { linkUrlSchema } from './url-schemas';
import { bookingTypes, seasonKinds, spaceTypes } from './enums';
import { isLocalDate, isLocalTime } from './slots/time';

const cents = z.number().int().min(0).max(10_000_000).describe('integer cents (EUR)');
const localDate = z.string().refine(isLocalDate, 'must be a date YYYY-MM-DD');
const localTime = z.string().refine(isLocalTime, 'must be a time HH:MM');
const instant = z.string();
const name = z.string().trim().min(1, 'is required').max(120);

// ── Locations ───────────────────────────────────────────────────────────────────────────────
export const addressSchema = z.object({
  street: z.string().trim().min(1, 'is required').max(200),
  postalCode: z.string().trim().min(1, 'is required').max(20),
  city: z.string().trim().min(1, 'is required').max(120),
  country: z.string().trim().length(2, 'must be a two-letter country code').toUpperCase(),
});

const coordinate = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'must be a decimal coordinate')
  .nullish();

export const locationBodySchema = z.strictObject({
  name,
  address: addressSchema,
  latitude: coordinate,
  longitude: coordinate,
});
export const locationPatchSchema = locationBodySchema.partial();
export type LocationBody = z.infer<typeof locationBodySchema>;

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: addressSchema,
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  courtCount: z.number().int(),
  createdAt: instant,
});
export type LocationDto = z.infer<typeof locationSchema>;

// ── Courts ──────────────────────────────────────────────────────────────────────────────────
export const categorySchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(60)
  .regex(/^[a-z0-9_]+$/, 'lower-case letters, digits and _ only (e.g. beach_volleyball)');

/** An image is an absolute https URL or a path on this site (uploaded media). */
export const imageUrlSchema = linkUrlSchema({ httpsOnly: true });

const courtFields = {
  locationId: z.uuid(),
  name,
  category: categorySchema,
  spaceType: z.enum(spaceTypes),
  capacity: z.number().int().min(1).max(200).describe('players per court; places of a come-together session'),
  description: z.string().trim().max(2000).nullish(),
  images: z.array(imageUrlSchema).max(12).optional(),
  active: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
};
export const courtBodySchema = z.strictObject(courtFields);
export const courtPatchSchema = z.strictObject(courtFields).partial();
export type CourtBody = z.infer<typeof courtBodySchema>;

export const courtSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  name: z.string(),
  category: z.string(),
  spaceType: z.enum(spaceTypes),
  capacity: z.number().int(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  active: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: instant,
});
export type CourtDto = z.infer<typeof courtSchema>;

// ── Seasons ─────────────────────────────────────────────────────────────────────────────────
export const openingIntervalSchema = z.object({ open: localTime, close: localTime });
const weekdayKey = z.enum(['1', '2', '3', '4', '5', '6', '7']);
export const openingHoursSchema = z.partialRecord(weekdayKey, z.array(openingIntervalSchema).max(4));

const seasonFields = {
  locationId: z.uuid(),
  name,
  kind: z.enum(seasonKinds),
  startsOn: localDate,
  endsOn: localDate,
  openingHours: openingHoursSchema,
};
export const seasonBodySchema = z.strictObject(seasonFields);
export const seasonPatchSchema = z.strictObject(seasonFields).omit({ locationId: true }).partial();
export type SeasonBody = z.infer<typeof seasonBodySchema>;

export const seasonSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  name: z.string(),
  kind: z.enum(seasonKinds),
  startsOn: z.string(),
  endsOn: z.string(),
  openingHours: openingHoursSchema,
  ruleCount: z.number().int(),
  createdAt: instant,
});
export type SeasonDto = z.infer<typeof seasonSchema>;

// ── Scheduling rules ────────────────────────────────────────────────────────────────────────
export const priceBandSchema = z.object({
  label: z.string().trim().min(1).max(40),
  weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  from: localTime,
  to: localTime,
  priceCents: cents,
});

const ruleFields = {
  seasonId: z.uuid(),
  resourceId: z.uuid().nullish(),
  category: categorySchema.nullish(),
  slotMinutes: z.number().int().min(15).max(480).multipleOf(15, 'must be a multiple of 15 minutes'),
  bookingTypes: z.array(z.enum(bookingTypes)).min(1, 'needs at least one booking type'),
  leadDays: z.number().int().min(0).max(730),
  minNoticeMinutes: z.number().int().min(0).max(10_080),
  defaultPriceCents: cents,
  priceBands: z.array(priceBandSchema).max(20),
};
export const ruleBodySchema = z.strictObject(ruleFields);
export const rulePatchSchema = z.strictObject(ruleFields).omit({ seasonId: true }).partial();
export type RuleBody = z.infer<typeof ruleBodySchema>;

export const ruleSchema = z.object({
  id: z.string(),
  seasonId: z.string(),
  resourceId: z.string().nullable(),
  category: z.string().nullable(),
  slotMinutes: z.number().int(),
  bookingTypes: z.array(z.enum(bookingTypes)),
  leadDays: z.number().int(),
  minNoticeMinutes: z.number().int(),
  defaultPriceCents: z.number().int(),
  priceBands: z.array(priceBandSchema),
  createdAt: instant,
});
export type RuleDto = z.infer<typeof ruleSchema>;

export const setupListQuerySchema = z.object({ locationId: z.uuid().optional(), seasonId: z.uuid().optional() });

// ── Policies (organization settings) ────────────────────────────────────────────────────────
export const venueSettingsSchema = z.object({
  serviceFee: z.object({
    fixedCents: cents,
    discountedFixedCents: cents,
    percent: z.number().min(0).max(100),
    thresholdNetCents: cents,
    vatPercent: z.number().min(0).max(100),
  }),
  vatPercent: z.number().min(0).max(100),
  shopEnabled: z.boolean(),
  /** Flat shipping fee (gross cents); null: no delivery, pick-up only (docs/product/shop.md#pick-up-or-delivery). */
  shippingFeeCents: z.number().int().min(0).max(100_000).nullable(),
  maintenanceMode: z.boolean(),
  cancellation: z.object({
    fullRefundHours: z.number().int().min(0).max(8760),
    creditHours: z.number().int().min(0).max(8760),
    aboReturnsPerSeason: z.number().int().min(0).max(52),
    comeTogetherRefundHours: z.number().int().min(0).max(8760),
  }),
  comeTogether: z.object({
    minPlayers: z.number().int().min(1).max(200),
    decisionHoursBefore: z.number().int().min(0).max(168),
  }),
  /** Split the court (docs/product/split-payment.md#deadline). */
  split: z.object({
    enabled: z.boolean(),
    deadlineHours: z.number().int().min(1).max(168),
    restHours: z.number().int().min(1).max(72),
    restToBooker: z.boolean(),
  }),
});
export type VenueSettings = z.infer<typeof venueSettingsSchema>;

export const venueSettingsPatchSchema = z.strictObject({
  serviceFee: venueSettingsSchema.shape.serviceFee.partial().strict().optional(),
  vatPercent: venueSettingsSchema.shape.vatPercent.optional(),
  shopEnabled: z.boolean().optional(),
  shippingFeeCents: venueSettingsSchema.shape.shippingFeeCents.optional(),
  maintenanceMode: z.boolean().optional(),
  cancellation: venueSettingsSchema.shape.cancellation.partial().strict().optional(),
  comeTogether: venueSettingsSchema.shape.comeTogether.partial().strict().optional(),
  split: venueSettingsSchema.shape.split.partial().strict().optional(),
});
export type VenueSettingsPatch = z.infer<typeof venueSettingsPatchSchema>;

// ── History (audit entries of one record) ───────────────────────────────────────────────────
export const historyEntities = [
  'location',
  'court',
  'season',
  'scheduling_rule',
  'organization_settings',
  'coupon',
  'voucher',
  'dynamic_slot',
  'user',
  'permission_matrix',
  'order',
  'invoice',
  'refund',
] as const;
export type HistoryEntity = (typeof historyEntities)[number];

export const historyEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: instant,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
