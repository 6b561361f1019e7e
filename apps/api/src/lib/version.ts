// The app version shown in the footer and the OpenAPI document (SPEC.md §9 names the original's).
export const appVersion = '0.1.0';
