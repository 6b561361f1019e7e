// Adyen Web (Drop-in), loaded only when a customer chooses Adyen (docs/ARCHITECTURE.md: no third-party
// request before it is needed): the script and stylesheet of one pinned version from Adyen's CDN for
// the client key's environment, as Adyen documents the <script> installation. The script defines the
// `AdyenWeb` global with `AdyenCheckout` and `Dropin`. Nothing of Adyen's is bundled with the app.

/** Drop-in's result of a payment in the sessions flow (`resultCode`: Authorised, Refused, Pending, …). */
export interface AdyenPaymentResult {
  resultCode?: string;
  sessionResult?: string;
}
export interface AdyenCheckoutOptions {
  environment: 'test' | 'live';
  clientKey: string;
  session: { id: string; sessionData: string };
  locale?: string;
  countryCode?: string;
  onPaymentCompleted: (result: AdyenPaymentResult) => void;
  onPaymentFailed?: (result: AdyenPaymentResult) => void;
  onError?: (error: unknown) => void;
}
export interface AdyenDropin {
  mount: (container: HTMLElement) => AdyenDropin;
  unmount?: () => void;
}
export interface AdyenWebNamespace {
  AdyenCheckout: (options: AdyenCheckoutOptions) => Promise<unknown>;
  Dropin: new (checkout: unknown, options?: Record<string, unknown>) => AdyenDropin;
}

export const ADYEN_WEB_VERSION = '6.6.0';
const cdn = (environment: 'test' | 'live') =>
  `https://checkoutshopper-${environment}.cdn.adyen.com/checkoutshopper/sdk/${ADYEN_WEB_VERSION}`;
export const adyenScriptUrl = (environment: 'test' | 'live') => `${cdn(environment)}/adyen.js`;
export const adyenStyleUrl = (environment: 'test' | 'live') => `${cdn(environment)}/adyen.css`;

export class AdyenLoadError extends Error {
  constructor(message = 'Adyen Web could not be loaded') {
    super(message);
    this.name = 'AdyenLoadError';
  }
}

const loaded = new Map<string, Promise<AdyenWebNamespace>>();

/** The `AdyenWeb` global for an environment (one script per page; a failed load is tried again next time). */
export function loadAdyenWeb(environment: 'test' | 'live'): Promise<AdyenWebNamespace> {
  const src = adyenScriptUrl(environment);
  const cached = loaded.get(src);
  if (cached) return cached;
  if (!document.querySelector(`link[data-courtside="adyen-css"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = adyenStyleUrl(environment);
    link.dataset.courtside = 'adyen-css';
    document.head.appendChild(link);
  }
  const promise = new Promise<AdyenWebNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.courtside = 'adyen-web';
    script.onload = () => {
      const web = (window as unknown as { AdyenWeb?: AdyenWebNamespace }).AdyenWeb;
      if (web && typeof web.AdyenCheckout === 'function' && typeof web.Dropin === 'function') resolve(web);
      else reject(new AdyenLoadError('Adyen Web loaded without AdyenCheckout and Dropin'));
    };
    script.onerror = () => {
      script.remove();
      reject(new AdyenLoadError());
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loaded.delete(src);
    throw error;
  });
  loaded.set(src, promise);
  return promise;
}
