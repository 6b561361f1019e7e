// The organization settings' defaults (docs/product.md#public-site, docs/product.md#booking) in one place, without zod: the
// settings schema (organization.ts) defaults to them, and the public pages that quote the policy
// (hold time, cancellation deadlines, service fee) fill in what an organization has not set
// without loading the schema library.

export const SETTINGS_DEFAULTS = {
  serviceFee: {
    fixedCents: 300,
    discountedFixedCents: 0,
    percent: 2,
    thresholdNetCents: 12000,
    vatPercent: 19,
    atDesk: false,
  },
  vatPercent: 19,
  holdMinutes: 7,
  holdExtensions: 3,
  paymentHoldMinutes: 15,
  /** SEPA direct debit for orders from this amount (abos always): docs/product/payments.md#sepa-direct-debit. */
  sepaDebitMinCents: 10000,
  shopEnabled: false,
  /** No delivery until the venue sets a flat shipping fee (docs/product/shop.md#pick-up-or-delivery). */
  shippingFeeCents: null,
  maintenanceMode: false,
  cancellation: { fullRefundHours: 96, creditHours: 24, aboReturnsPerSeason: 4, comeTogetherRefundHours: 24 },
  comeTogether: { minPlayers: 4, decisionHoursBefore: 6 },
  split: { enabled: true, deadlineHours: 24, restHours: 12, restToBooker: false },
} as const;
