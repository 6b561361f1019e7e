// The shop module's public face: what other modules may use (docs/adding-a-module.md).
export { cartProducts, extendCartProducts, moveCartProducts } from './cart-products';
export { shopEnabled } from './product.service';
export { addProductToCart, setProductQuantity } from './cart-products';
export { productPricingItems } from './cart-products';
export type { LiveReservation, ProductLineRow } from './product.repository';
export { purgeExpiredReservations } from './cart-products';
export { cartIdOf, cartProductToDto } from './cart-products';
export { releaseCartProducts } from './cart-products';
export { orderHasProducts, productInvoiceLines, releaseOrderProducts, sellOrderProducts } from './order-products';
export { productRepository } from './product.repository';
export { insertOrderProductLines, pendingOrderIdsOfProducts, startProductPayment } from './order-products';
export { assertShopEnabled } from './product.service';
export { issueOrderGiftCards } from './gift-cards';
export { cartShipping, insertOrderFulfilment, noShipping, shippingInvoiceLines } from './fulfilment';
export type { CartShipping } from './fulfilment';
export { orderFulfilment, ordersFulfilments } from './fulfilment-staff';
export { reserveDeskProducts } from './desk-products';
