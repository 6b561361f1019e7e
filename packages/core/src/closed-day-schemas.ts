// Contracts of closed days (docs/product.md#closed-days) for the API (validation + OpenAPI) and the
// dashboard's "Closed days" card.
import { z } from 'zod';
import { productLanguages } from './shop';
import { closedDayRangeProblem } from './slots/closed-days';
import { isLocalDate } from './slots/time';

const localDate = z.string().refine(isLocalDate, 'must be a date YYYY-MM-DD');

export const closedDayLabelSchema = z
  .partialRecord(z.enum(productLanguages), z.string().trim().max(120))
  .describe('label per language, e.g. { "de": "Heiligabend", "en": "Christmas Eve" }');

export const closedDayBodySchema = z
  .strictObject({
    startsOn: localDate.describe('first closed date, local to the venue'),
    endsOn: localDate.optional().describe('last closed date (inclusive); left out for a single day'),
    locationId: z.uuid().nullish().describe('left out or null: the whole organization'),
    label: closedDayLabelSchema.default({}),
  })
  .superRefine((body, ctx) => {
    if (!isLocalDate(body.startsOn) || (body.endsOn !== undefined && !isLocalDate(body.endsOn))) return;
    const problem = closedDayRangeProblem(body.startsOn, body.endsOn ?? body.startsOn);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: problem });
  });
export type ClosedDayBody = z.infer<typeof closedDayBodySchema>;

export const closedDayQuerySchema = z.object({
  from: localDate.optional().describe('only closed days ending on or after this date'),
  locationId: z.uuid().optional(),
});

export const closedDaySchema = z.object({
  id: z.string(),
  locationId: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  label: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type ClosedDayDto = z.infer<typeof closedDaySchema>;

/** What the availability answer says about a row on a closed day. */
export const closedDayInfoSchema = z.object({
  id: z.string(),
  label: z.record(z.string(), z.string()),
});
