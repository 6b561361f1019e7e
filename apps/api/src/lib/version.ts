// The app version shown in the footer and the OpenAPI document (docs/product.md#public-site names the original's).
export const appVersion = '0.1.0';
