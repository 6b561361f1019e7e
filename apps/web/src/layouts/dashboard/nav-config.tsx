// Dashboard navigation: every area of docs/product.md#dashboard with the venue meaning of docs/product.md#dashboard.
import type { ReactElement } from 'react';
import {
  AccountBalanceOutlinedIcon as BankingIcon,
  AdminPanelSettingsOutlinedIcon as PermissionIcon,
  ArticleOutlinedIcon as PostIcon,
  BoltOutlinedIcon as DynamicIcon,
  CalendarMonthOutlinedIcon as CalendarIcon,
  ConfirmationNumberOutlinedIcon as PassIcon,
  EmojiEventsOutlinedIcon as EventIcon,
  EventAvailableOutlinedIcon as BookingIcon,
  FolderOutlinedIcon as FolderIcon,
  ForumOutlinedIcon as ChatIcon,
  GroupsOutlinedIcon as CustomersIcon,
  HourglassEmptyOutlinedIcon as WaitlistIcon,
  InsightsOutlinedIcon as AnalyticsIcon,
  Inventory2OutlinedIcon as ProductIcon,
  ListAltOutlinedIcon as BookingsIcon,
  LocalOfferOutlinedIcon as CouponIcon,
  MailOutlineOutlinedIcon as MailIcon,
  PermMediaOutlinedIcon as FileIcon,
  PersonOutlineOutlinedIcon as UserIcon,
  ReceiptLongOutlinedIcon as InvoiceIcon,
  SchoolOutlinedIcon as CourseIcon,
  ShoppingBagOutlinedIcon as OrderIcon,
  SpaceDashboardOutlinedIcon as AppIcon,
  SportsVolleyballOutlinedIcon as BookIcon,
  StadiumOutlinedIcon as VenueIcon,
  StorefrontOutlinedIcon as ShopSalesIcon,
  ViewKanbanOutlinedIcon as KanbanIcon,
  WorkOutlineOutlinedIcon as JobIcon,
} from '../../ui/icons-dashboard';
import { paths } from '../../config/paths';

export interface NavItem {
  /** Key in the navbar namespace. */
  titleKey: string;
  path: string;
  icon: ReactElement;
  children?: { titleKey: string; path: string }[];
  /** Title when only some children are open to the user (a customer's own profile and account). */
  limitedTitleKey?: string;
}

export interface NavGroup {
  subheaderKey: string;
  items: NavItem[];
}

/**
 * The sidebar, as data: an area is listed here only once it works (its route, screen and API are
 * done). Adding one back is one entry: `{ titleKey, path, icon }` in its group. A template page never is.
 */
export const dashboardNav: NavGroup[] = [
  {
    subheaderKey: 'groups.overview',
    items: [
      { titleKey: 'dashboard.app', path: paths.dashboard.root, icon: <AppIcon /> },
      {
        titleKey: 'dashboard.analytics',
        path: paths.dashboard.general.analytics,
        icon: <AnalyticsIcon />,
      },
      {
        titleKey: 'dashboard.booking',
        path: paths.dashboard.general.booking,
        icon: <BookingIcon />,
      },
      {
        titleKey: 'dashboard.banking',
        path: paths.dashboard.general.banking,
        icon: <BankingIcon />,
      },
      { titleKey: 'dashboard.ecommerce', path: paths.dashboard.general.ecommerce, icon: <ShopSalesIcon /> },
      { titleKey: 'dashboard.file', path: paths.dashboard.general.file, icon: <FolderIcon /> },
    ],
  },
  {
    subheaderKey: 'groups.venue',
    items: [
      { titleKey: 'dashboard.book', path: paths.dashboard.book, icon: <BookIcon /> },
      { titleKey: 'dashboard.calendar', path: paths.dashboard.calendar, icon: <CalendarIcon /> },
      {
        titleKey: 'dashboard.bookings',
        path: paths.dashboard.bookings.root,
        icon: <BookingsIcon />,
      },
      {
        titleKey: 'dashboard.customersBookings',
        path: paths.dashboard.customersBookings,
        icon: <CustomersIcon />,
      },
      {
        titleKey: 'dashboard.dynamicSlots',
        path: paths.dashboard.dynamicSlots,
        icon: <DynamicIcon />,
      },
      { titleKey: 'dashboard.coupons', path: paths.dashboard.coupons, icon: <CouponIcon /> },
      { titleKey: 'dashboard.passes', path: paths.dashboard.passes, icon: <PassIcon /> },
      { titleKey: 'dashboard.product', path: paths.dashboard.product.root, icon: <ProductIcon /> },
      { titleKey: 'dashboard.waitlist', path: paths.dashboard.waitlist, icon: <WaitlistIcon /> },
      { titleKey: 'dashboard.course', path: paths.dashboard.general.course, icon: <CourseIcon /> },
      { titleKey: 'dashboard.venue', path: paths.dashboard.venue, icon: <VenueIcon /> },
    ],
  },
  {
    subheaderKey: 'groups.management',
    items: [
      {
        titleKey: 'dashboard.user',
        limitedTitleKey: 'dashboard.myAccount',
        path: paths.dashboard.user.root,
        icon: <UserIcon />,
        children: [
          { titleKey: 'dashboard.userList', path: paths.dashboard.user.list },
          { titleKey: 'dashboard.userCards', path: paths.dashboard.user.cards },
          { titleKey: 'dashboard.userNew', path: paths.dashboard.user.new },
          { titleKey: 'dashboard.userProfile', path: paths.dashboard.user.profile },
          { titleKey: 'dashboard.userAccount', path: paths.dashboard.user.account },
        ],
      },
      { titleKey: 'dashboard.order', path: paths.dashboard.order.root, icon: <OrderIcon /> },
      { titleKey: 'dashboard.invoice', path: paths.dashboard.invoice.root, icon: <InvoiceIcon /> },
      {
        titleKey: 'dashboard.permission',
        path: paths.dashboard.permission,
        icon: <PermissionIcon />,
      },
    ],
  },
  {
    subheaderKey: 'groups.apps',
    items: [
      { titleKey: 'dashboard.mail', path: paths.dashboard.mail, icon: <MailIcon /> },
      { titleKey: 'dashboard.chat', path: paths.dashboard.chat, icon: <ChatIcon /> },
      { titleKey: 'dashboard.kanban', path: paths.dashboard.kanban, icon: <KanbanIcon /> },
      { titleKey: 'dashboard.tour', path: paths.dashboard.tour.root, icon: <EventIcon /> },
      { titleKey: 'dashboard.post', path: paths.dashboard.post.root, icon: <PostIcon /> },
      { titleKey: 'dashboard.job', path: paths.dashboard.job.root, icon: <JobIcon /> },
      { titleKey: 'dashboard.fileManager', path: paths.dashboard.fileManager, icon: <FileIcon /> },
    ],
  },
];

/** Active when the path is the item or below it; the dashboard root only matches exactly. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === paths.dashboard.root) return pathname === itemPath || pathname === paths.dashboard.general.app;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/** The navigation a user may use: items whose area they can open, groups that keep an item. */
export function filterNav(groups: NavGroup[], canOpen: (path: string) => boolean): NavGroup[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items.flatMap((item) => {
        if (!item.children) return canOpen(item.path) ? [item] : [];
        const children = item.children.filter((child) => canOpen(child.path));
        if (!children.length) return [];
        const isLimited = children.length < item.children.length;
        return [{ ...item, children, titleKey: isLimited ? (item.limitedTitleKey ?? item.titleKey) : item.titleKey }];
      }),
    }))
    .filter((group) => group.items.length > 0);
}
