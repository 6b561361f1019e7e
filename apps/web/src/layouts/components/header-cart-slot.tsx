// The place in the headers where the cart button goes (rendered by the cart section), together
// with the app's toast host (docs/product.md#public-site: 3 visible, 4 s, bottom-right).
import { CartButton } from '../../sections/cart/components/cart-button';
import { ToastHost } from '../../sections/cart/components/toast-host';

export function HeaderCartSlot() {
  return (
    <>
      <CartButton />
      <ToastHost />
    </>
  );
}
