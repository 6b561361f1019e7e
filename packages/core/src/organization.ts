import { z } from 'zod';

/** Legal data of an organization, printed in the Impressum and on invoices. */
export const legalSchema = z.object({
  companyName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string().length(2),
  email: z.string().email(),
  phone: z.string(),
  managingDirector: z.string(),
  registerCourt: z.string().optional(),
  registerNumber: z.string().optional(),
  vatId: z.string().optional(),
});
export type Legal = z.infer<typeof legalSchema>;

export const socialNetworks = ['google', 'facebook', 'linkedin', 'twitter', 'instagram', 'github'] as const;
export const socialLinksSchema = z.partialRecord(z.enum(socialNetworks), z.string().url());

/** Organization settings with SPEC.md §9 / DESIGN.md §4a values as defaults. */
export const organizationSettingsSchema = z.object({
  serviceFee: z
    .object({
      fixedCents: z.number().int().min(0).default(300),
      discountedFixedCents: z.number().int().min(0).default(0),
      percent: z.number().min(0).max(100).default(2),
      thresholdNetCents: z.number().int().min(0).default(12000),
      vatPercent: z.number().min(0).max(100).default(19),
    })
    .prefault({}),
  vatPercent: z.number().min(0).max(100).default(19),
  holdMinutes: z.number().int().min(1).max(60).default(7),
  holdExtensions: z.number().int().min(0).max(10).default(3),
  paymentHoldMinutes: z.number().int().min(1).max(120).default(15),
  shopEnabled: z.boolean().default(false),
  maintenanceMode: z.boolean().default(false),
  cancellation: z
    .object({
      fullRefundHours: z.number().int().min(0).default(96),
      creditHours: z.number().int().min(0).default(24),
      aboReturnsPerSeason: z.number().int().min(0).default(4),
      comeTogetherRefundHours: z.number().int().min(0).default(24),
    })
    .prefault({}),
  comeTogether: z
    .object({
      minPlayers: z.number().int().min(1).default(4),
      decisionHoursBefore: z.number().int().min(0).default(6),
    })
    .prefault({}),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

export function organizationSettings(raw: unknown): OrganizationSettings {
  return organizationSettingsSchema.parse(raw ?? {});
}
