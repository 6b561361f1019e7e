// The one place that reads import.meta.env in the web app (docs/ARCHITECTURE.md#conventions).
export const CONFIG = {
  appName: 'Courtside',
  appVersion: '0.1.0',
  /** The API lives on the same origin; the dev server proxies it (vite.config.ts). */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api/v1',
  /** docs/product.md#roles: the configured auth method is jwt. */
  authMethod: 'jwt' as const,
  isDev: import.meta.env.DEV,
};
