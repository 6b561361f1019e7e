import { paths } from '../../config/paths';

export interface MainNavItem {
  /** Key in the navbar namespace. */
  titleKey: string;
  path: string;
}

/** Public pages in the header; the rest live under "More" and in the footer. */
export const mainNavItems: MainNavItem[] = [
  { titleKey: 'main.volleyball', path: paths.volleyball },
  { titleKey: 'main.beach', path: paths.beach },
  { titleKey: 'main.events', path: paths.events.root },
  { titleKey: 'main.restaurants', path: paths.restaurants },
  { titleKey: 'main.pricing', path: paths.pricing },
];

export const moreNavItems: MainNavItem[] = [
  { titleKey: 'main.about', path: paths.about },
  { titleKey: 'main.blog', path: paths.post.root },
  { titleKey: 'main.shop', path: paths.shop },
  { titleKey: 'main.faqs', path: paths.faqs },
  { titleKey: 'main.contact', path: paths.contact },
];
