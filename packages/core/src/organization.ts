import { z } from 'zod';
import { linkUrlSchema } from './url-schemas';
import { SETTINGS_DEFAULTS as D } from './settings-defaults';
import { waitlistSettingsSchema } from './waitlist';

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
export const socialLinksSchema = z.partialRecord(z.enum(socialNetworks), linkUrlSchema({ max: 500 }));

/** Organization settings with docs/product.md#public-site / docs/product.md#booking values as defaults (settings-defaults.ts). */
export const organizationSettingsSchema = z.object({
  serviceFee: z
    .object({
      fixedCents: z.number().int().min(0).default(D.serviceFee.fixedCents),
      discountedFixedCents: z.number().int().min(0).default(D.serviceFee.discountedFixedCents),
      percent: z.number().min(0).max(100).default(D.serviceFee.percent),
      thresholdNetCents: z.number().int().min(0).default(D.serviceFee.thresholdNetCents),
      vatPercent: z.number().min(0).max(100).default(D.serviceFee.vatPercent),
      /** The service fee is an online-booking fee: desk payments carry it only when this is on. */
      atDesk: z.boolean().default(D.serviceFee.atDesk),
    })
    .prefault({}),
  vatPercent: z.number().min(0).max(100).default(D.vatPercent),
  holdMinutes: z.number().int().min(1).max(60).default(D.holdMinutes),
  holdExtensions: z.number().int().min(0).max(10).default(D.holdExtensions),
  paymentHoldMinutes: z.number().int().min(1).max(120).default(D.paymentHoldMinutes),
  sepaDebitMinCents: z.number().int().min(0).default(D.sepaDebitMinCents),
  shopEnabled: z.boolean().default(D.shopEnabled),
  /** Flat gross shipping fee in cents; null: the shop does not deliver (docs/product/shop.md#pick-up-or-delivery). */
  shippingFeeCents: z.number().int().min(0).max(100_000).nullable().default(D.shippingFeeCents),
  maintenanceMode: z.boolean().default(D.maintenanceMode),
  cancellation: z
    .object({
      fullRefundHours: z.number().int().min(0).default(D.cancellation.fullRefundHours),
      creditHours: z.number().int().min(0).default(D.cancellation.creditHours),
      aboReturnsPerSeason: z.number().int().min(0).default(D.cancellation.aboReturnsPerSeason),
      comeTogetherRefundHours: z.number().int().min(0).default(D.cancellation.comeTogetherRefundHours),
    })
    .prefault({}),
  comeTogether: z
    .object({
      minPlayers: z.number().int().min(1).default(D.comeTogether.minPlayers),
      decisionHoursBefore: z.number().int().min(0).default(D.comeTogether.decisionHoursBefore),
    })
    .prefault({}),
  waitlist: waitlistSettingsSchema,
  /** Split the court (docs/product/split-payment.md): the share deadline and what happens at it. */
  split: z
    .object({
      enabled: z.boolean().default(D.split.enabled),
      deadlineHours: z.number().int().min(1).max(168).default(D.split.deadlineHours),
      restHours: z.number().int().min(1).max(72).default(D.split.restHours),
      /** At the deadline the rest always goes to the booker (a link), even if they did not choose it. */
      restToBooker: z.boolean().default(D.split.restToBooker),
    })
    .prefault({}),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

export function organizationSettings(raw: unknown): OrganizationSettings {
  return organizationSettingsSchema.parse(raw ?? {});
}
