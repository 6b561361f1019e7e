// PayPal's JS SDK, loaded only when a customer chooses PayPal (docs/ARCHITECTURE.md: no third-party
// request before it is needed): one <script src="https://www.paypal.com/sdk/js?..."> per client id,
// EUR and intent capture, as PayPal documents it. Nothing PayPal is bundled with the app.

/** The part of the SDK's `paypal` global the checkout uses (Buttons component). */
export interface PayPalButtonsOptions {
  style?: Record<string, string | number | boolean>;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: (data: { orderID?: string }) => void;
  onError?: (error: unknown) => void;
}
export interface PayPalButtons {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
  isEligible?: () => boolean;
}
export interface PayPalNamespace {
  Buttons: (options: PayPalButtonsOptions) => PayPalButtons;
}

export const payPalSdkUrl = (clientId: string, currency = 'EUR') =>
  `https://www.paypal.com/sdk/js?${new URLSearchParams({ 'client-id': clientId, currency, intent: 'capture', components: 'buttons' })}`;

export class PayPalLoadError extends Error {
  constructor(message = 'The PayPal SDK could not be loaded') {
    super(message);
    this.name = 'PayPalLoadError';
  }
}

const loaded = new Map<string, Promise<PayPalNamespace>>();

/** The `paypal` object for a client id (one script per page; a failed load is tried again next time). */
export function loadPayPalSdk(clientId: string, currency = 'EUR'): Promise<PayPalNamespace> {
  const src = payPalSdkUrl(clientId, currency);
  const cached = loaded.get(src);
  if (cached) return cached;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.courtside = 'paypal-sdk';
    script.onload = () => {
      const paypal = (window as unknown as { paypal?: PayPalNamespace }).paypal;
      if (paypal && typeof paypal.Buttons === 'function') resolve(paypal);
      else reject(new PayPalLoadError('The PayPal SDK loaded without its Buttons'));
    };
    script.onerror = () => {
      script.remove();
      reject(new PayPalLoadError());
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loaded.delete(src);
    throw error;
  });
  loaded.set(src, promise);
  return promise;
}
