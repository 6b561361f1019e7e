// The enumerations of docs/product.md#booking, as data. Every list the app validates against lives here.
export const bookingTypes = ['normal', 'abo', 'come_together'] as const;
export type BookingType = (typeof bookingTypes)[number];

export const bookingStatuses = ['reserved', 'pending', 'upcoming', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Statuses in which a booking holds its court (docs/product.md#holds). */
export const courtHoldingStatuses = ['reserved', 'pending', 'upcoming'] as const;

export const orderStatuses = ['pending', 'completed', 'cancelled', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const confirmationStatuses = ['pending', 'confirmed', 'cancelled', 'failed', 'timeout'] as const;
export type ConfirmationStatus = (typeof confirmationStatuses)[number];

export const paymentMethods = [
  'credit_card',
  'bank_transfer',
  'cash',
  'coupon',
  'online',
  'Sofort',
  'paypal',
  // SEPA direct debit through Stripe (docs/product/payments.md#sepa-direct-debit).
  'sepa_debit',
  'klarna',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentProviders = ['paypal', 'stripe', 'adyen', 'voucher', 'test', 'cash', 'bank_transfer'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const invoiceStatuses = ['paid', 'pending', 'draft', 'refunded'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const spaceTypes = ['indoor', 'outdoor'] as const;
export type SpaceType = (typeof spaceTypes)[number];
/** The filter value 'all' of docs/product.md#booking plus the two stored space types. */
export const spaceTypeFilters = ['all', ...spaceTypes] as const;
export type SpaceTypeFilter = (typeof spaceTypeFilters)[number];

export const seasonKinds = ['winter', 'summer'] as const;
export type SeasonKind = (typeof seasonKinds)[number];

export const slotStates = ['available', 'booked', 'abo', 'come_together'] as const;
export type SlotState = (typeof slotStates)[number];

export const slotAvailabilities = ['caution', 'full'] as const;
export type SlotAvailability = (typeof slotAvailabilities)[number];

export const productStatuses = ['published', 'draft'] as const;
export const stockStates = ['in stock', 'low stock', 'out of stock'] as const;

export const roles = ['customer', 'staff', 'manager', 'admin'] as const;
export type Role = (typeof roles)[number];
