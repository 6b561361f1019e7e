// The "More" entries with the shop's link as the venue has it: the shop while it is on, coming-soon
// while it is off (docs/product/shop.md#shop-switch).
import { paths } from '../../config/paths';
import { useCurrentOrganization } from '../../sections/organization/api/get-current-organization';
import { moreNavItems } from './nav-config';
import type { MainNavItem } from './nav-config';

export function useMoreNavItems(): MainNavItem[] {
  const { data } = useCurrentOrganization();
  if (data?.settings.shopEnabled !== true) return moreNavItems;
  return moreNavItems.map((item) => (item.path === paths.shop ? { ...item, path: paths.product.root } : item));
}
