// The rental module's public face: what other modules may use (docs/adding-a-module.md).
export { assertRentalCountCovers, assertRentalsFit, rentalsOfBooking, rentalToDto } from './rental.service';
export {
  attachOrderRentals,
  cartRentals,
  confirmOrderRentals,
  markRentalRefunded,
  openRentalCents,
  orderHasRentals,
  orderRentalLines,
  ordersRentalLines,
  refundableRentals,
  rentalInvoiceLines,
  rentalPricingItems,
} from './rental-order';
export type { RentalLine } from './rental.repository';
export { rentAtDesk } from './rental-desk';
