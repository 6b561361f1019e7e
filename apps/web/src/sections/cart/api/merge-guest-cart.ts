// PATCH /api/v1/cart/addlocalstorage (docs/product.md#holds): after sign-in the guest cart (its holds,
// by the guest cookie, and the items kept under app-checkout) becomes the user's cart.
import type { CartItemDto, SummaryRow } from '@courtside/core/cart-schemas';
import { api } from '../../../lib/api-client';
import { queueCartRequest } from './cart-queue';

export interface MergeAnswer {
  data: {
    items: CartItemDto[];
    summery: SummaryRow;
    skipped: { resourceId: string; start: string; end: string; code: string; message: string }[];
  };
}

export function mergeGuestCart(items: CartItemDto[], discount: string | null): Promise<MergeAnswer> {
  return queueCartRequest(() =>
    api.patch<MergeAnswer>('/cart/addlocalstorage', {
      items: items.map((i) => ({
        resourceId: i.resourceId,
        start: i.start,
        end: i.end,
        bookingType: i.bookingType,
        quantity: i.quantity,
        subscriptionId: i.subscriptionId,
        sessionId: i.sessionId,
      })),
      discount,
    }),
  );
}
