import { paths } from '../../config/paths';

/**
 * Where to go after signing in: the returnTo query parameter when it is a path of this app, else
 * the dashboard (docs/product.md#dashboard). Absolute or protocol-relative URLs are refused (open redirect).
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return paths.dashboard.root;
  if (value.startsWith('/auth/')) return paths.dashboard.root;
  return value;
}
