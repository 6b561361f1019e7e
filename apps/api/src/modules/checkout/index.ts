// The checkout modules' (cart, order, payment, refund, invoice) public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { invoiceRepository } from '../invoice/invoice.repository';
export type { InvoiceRow } from '../invoice/invoice.repository';
export { invoiceNumber, yearIn } from '../invoice/invoice.service';
export { abandonOrder } from '../order/order-completion';
export { createDeskOrder, quoteDeskOrder } from '../order/order-desk';
export { openPayment } from '../order/order-dto';
export { cancelAtProviders } from '../order/order-payment-cancel';
export { orderRepository } from '../order/order.repository';
export type { OrderItemRow, OrderRow } from '../order/order.repository';
export { initiatePayment } from '../order/order-answer';
export { registryOf } from '../payment/payment-registry';
export { confirmPayment } from '../payment/payment.service';
export { processPendingRefunds } from '../refund/refund.service';
export { cartRepository } from '../cart/cart.repository';
export type { CartOwnerKey } from '../cart/cart.repository';
export { refundMoney } from '../refund/refund.service';
export { cartOwnerOf } from '../cart/cart-owner';
export { getOrCreateLockedCart } from '../cart/cart.service';
export type { CartOwner } from '../cart/cart.service';
export { finalizeOrder } from '../order/order-completion';
export { orderSplitView, shareOfLink } from '../order/split-view';
export type { ShareRow, SplitRow } from '../order/split-view';
export { payShareWithPunches, payShareWithVoucher, shareDueCents } from '../order/split-tender';
export type { TenderOutcome } from '../order/split-tender';
