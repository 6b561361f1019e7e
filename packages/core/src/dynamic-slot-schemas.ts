// Request and answer schemas of the dynamic slots — come-together sessions, events, courses' dates
// and staff blocks placed on a court (docs/product.md#come-together and #events) — for the API's routes, the
// web app's forms and the OpenAPI document.
import { z } from 'zod';
import { instantSchema, uuidSchema } from './booking-schemas';
import { slotAvailabilities } from './enums';
import { dynamicSlotKinds } from './slots/types';

export const dynamicSlotBodySchema = z.object({
  resourceId: uuidSchema,
  kind: z.enum(dynamicSlotKinds),
  start: instantSchema,
  end: instantSchema,
  title: z.string().max(200).optional(),
  note: z.string().max(2000).optional(),
  priceCents: z.number().int().min(0).optional(),
  capacity: z.number().int().min(1).max(200).optional(),
  minPlayers: z.number().int().min(1).max(200).optional(),
});
export const dynamicSlotPatchSchema = dynamicSlotBodySchema
  .pick({ title: true, note: true, priceCents: true, capacity: true, minPlayers: true })
  .partial();

export const dynamicSlotDtoSchema = z.object({
  id: z.string(),
  resourceId: z.string(),
  kind: z.enum(dynamicSlotKinds),
  start: z.string(),
  end: z.string(),
  title: z.string().nullable(),
  note: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  minPlayers: z.number().int().nullable(),
  status: z.enum(['active', 'cancelled']),
  placesTaken: z.number().int().optional(),
  placesLeft: z.number().int().optional(),
  availability: z.enum(slotAvailabilities).optional(),
  /** Set on a come-together session that is a date of a course: its places are sold by enrolling in the course. */
  courseId: z.string().nullable().optional(),
});

export type DynamicSlotDto = z.infer<typeof dynamicSlotDtoSchema>;

export const dynamicSlotListQuerySchema = z.object({
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  kind: z.enum(dynamicSlotKinds).optional(),
  resourceId: uuidSchema.optional(),
  status: z.enum(['active', 'cancelled', 'all']).default('active'),
  tenantId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
