// Cart / checkout state (docs/product.md#checkout), persisted under 'app-checkout' (docs/product.md#holds). The server cart
// is the truth (every item is a hold, for guests too); this store mirrors it so the header badge,
// the countdown and a guest's cart survive a reload, and it keeps what the checkout steps collect.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartItemDto, SummaryRow } from '@courtside/core/cart-schemas';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import type { BookingBillingAddress } from './booking-store';

export interface CheckoutContact {
  name: string;
  email: string;
  phone?: string;
}

export interface SubscriptionDetail {
  resourceId: string;
  subStartDate: string;
  subEndDate: string;
}

export interface CheckoutFields {
  items: CartItemDto[];
  subScriptionDetail: SubscriptionDetail[];
  subtotal: number;
  total: number;
  discount: number;
  shipping: number;
  billing: CheckoutContact | null;
  totalItems: number;
  failedPaymentStatus: boolean;
  vat: number;
  serviceFee: number;
  net: number;
  serviceFeeVat: number;
  billingAddress: BookingBillingAddress | null;
  clientSecret: string | null;
  serviceFeeWaiver: number;
  /** The coupon / voucher codes on the cart (re-applied when a guest cart is merged). */
  couponCode: string | null;
  voucherCode: string | null;
  /** The order being paid and its idempotency key: a retry or a double click never makes two. */
  orderId: string | null;
  idempotencyKey: string | null;
  /** The cart the order was made for (item ids and quantities): another cart needs a new order. */
  orderSignature: string | null;
  /** Whose cart the items are: a guest's is merged into the user's cart after sign-in. */
  owner: 'guest' | 'user';
}

export const initialCheckout: CheckoutFields = {
  items: [],
  subScriptionDetail: [],
  subtotal: 0,
  total: 0,
  discount: 0,
  shipping: 0,
  billing: null,
  totalItems: 0,
  failedPaymentStatus: false,
  vat: 0,
  serviceFee: 0,
  net: 0,
  serviceFeeVat: 0,
  billingAddress: null,
  clientSecret: null,
  serviceFeeWaiver: 0,
  couponCode: null,
  voucherCode: null,
  orderId: null,
  idempotencyKey: null,
  orderSignature: null,
  owner: 'guest',
};

const zeroTotals = {
  subtotal: 0,
  total: 0,
  discount: 0,
  vat: 0,
  serviceFee: 0,
  net: 0,
  serviceFeeVat: 0,
  serviceFeeWaiver: 0,
  totalItems: 0,
};

interface CheckoutActions {
  syncItems: (items: CartItemDto[], owner: 'guest' | 'user') => void;
  syncSummary: (row: SummaryRow) => void;
  setContact: (contact: CheckoutContact) => void;
  setBillingAddress: (address: BookingBillingAddress | null) => void;
  setSubscriptionDetail: (details: SubscriptionDetail[]) => void;
  /** Remembers the key before the request is sent, so a reload or double click reuses it. */
  prepareOrder: (idempotencyKey: string, orderSignature: string) => void;
  startOrder: (order: { orderId: string; clientSecret: string | null }) => void;
  setFailedPayment: (failed: boolean) => void;
  /** After a paid order: the cart is empty, the contact stays for the next booking. */
  completeOrder: () => void;
  reset: () => void;
}

export type CheckoutStore = CheckoutFields & CheckoutActions;

const safeStorage = createJSONStorage(() => ({
  getItem: (name: string) => readStorage(name),
  setItem: (name: string, value: string) => writeStorage(name, value),
  removeItem: (name: string) => removeStorage(name),
}));

/** docs/product.md#money keeps the client secret under its own key too. */
function storeClientSecret(secret: string | null): void {
  if (secret) writeStorage(STORAGE_KEYS.clientSecret, secret);
  else removeStorage(STORAGE_KEYS.clientSecret);
}

export const useCheckoutStore = create<CheckoutStore>()(
  persist(
    (set) => ({
      ...initialCheckout,
      syncItems: (items, owner) =>
        set(() => {
          // docs/product.md#checkout: an empty cart resets discount, vat and fees; no non-abo item resets the discount.
          if (items.length === 0) return { items, owner, ...zeroTotals, couponCode: null, voucherCode: null };
          const hasDiscountable = items.some((i) => i.bookingType !== 'abo');
          return {
            items,
            owner,
            totalItems: items.reduce((n, i) => n + i.quantity, 0),
            ...(hasDiscountable ? {} : { discount: 0, couponCode: null }),
          };
        }),
      syncSummary: (row) =>
        set({
          subtotal: row.subtotal,
          total: row.total,
          discount: row.discount,
          vat: row.vat,
          serviceFee: row.serviceFee,
          net: row.net,
          serviceFeeVat: row.serviceFeeVat,
          serviceFeeWaiver: row.serviceFeeWaiver,
          totalItems: row.totalItems,
          couponCode: row.couponCode,
          voucherCode: row.voucherCode,
        }),
      setContact: (billing) => set({ billing }),
      setBillingAddress: (billingAddress) => set({ billingAddress }),
      setSubscriptionDetail: (subScriptionDetail) => set({ subScriptionDetail }),
      prepareOrder: (idempotencyKey, orderSignature) =>
        set({ idempotencyKey, orderSignature, orderId: null, clientSecret: null, failedPaymentStatus: false }),
      startOrder: ({ orderId, clientSecret }) => {
        storeClientSecret(clientSecret);
        set({ orderId, clientSecret });
      },
      // docs/product.md#payments: a payment can be flagged failed and retried; a retry clears the flag.
      setFailedPayment: (failedPaymentStatus) => set({ failedPaymentStatus }),
      completeOrder: () => {
        storeClientSecret(null);
        set((state) => ({
          ...initialCheckout,
          billing: state.billing,
          billingAddress: state.billingAddress,
          owner: state.owner,
        }));
      },
      reset: () => {
        storeClientSecret(null);
        set({ ...initialCheckout });
      },
    }),
    {
      name: STORAGE_KEYS.checkout,
      storage: safeStorage,
      version: 1,
      partialize: (state): CheckoutFields => {
        const fields: Partial<CheckoutStore> = { ...state };
        for (const key of Object.keys(fields) as (keyof CheckoutStore)[])
          if (typeof fields[key] === 'function') delete fields[key];
        return fields as CheckoutFields;
      },
    },
  ),
);

/** The soonest hold expiry of the cart (ms since epoch), or null for an empty cart. */
export function earliestExpiry(items: readonly Pick<CartItemDto, 'expiryTime'>[]): number | null {
  let soonest: number | null = null;
  for (const item of items) {
    const at = Date.parse(item.expiryTime);
    if (!Number.isNaN(at) && (soonest === null || at < soonest)) soonest = at;
  }
  return soonest;
}

/** Identifies the cart an order was made for. */
export function cartSignature(items: readonly Pick<CartItemDto, 'id' | 'quantity'>[]): string {
  return items
    .map((i) => `${i.id}:${i.quantity}`)
    .sort()
    .join(',');
}
