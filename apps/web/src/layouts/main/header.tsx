import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink, IconButton } from '../../ui/button';
import { Container } from '../../ui/layout';
import { ExpandMoreIcon, MenuIcon } from '../../ui/icons';
import { paths } from '../../config/paths';
import { useCurrentOrganization } from '../../sections/organization/api/get-current-organization';
import { AccountButton } from '../components/account-button';
import { HeaderCartSlot } from '../components/header-cart-slot';
import { LanguagePopover } from '../components/language-popover';
import { SettingsButton } from '../components/settings-button';
import { mainNavItems } from './nav-config';
import { SiteLogo } from './site-logo';

// The "More" menu and the phone drawer (MUI, with the MUI theme) are downloaded when first wanted
// (pointer, focus or tap); the header itself is plain (ui/).
const loadMoreMenu = () => import('./nav-more-menu');
const loadMobileNav = () => import('./mobile-nav');
const loadTheme = () => import('../../theme/theme-provider');
const NavMoreMenu = lazy(async () => {
  const [{ NavMoreMenu: Menu }, { withMuiTheme }] = await Promise.all([loadMoreMenu(), loadTheme()]);
  return { default: withMuiTheme(Menu) };
});
const MobileNav = lazy(async () => {
  const [{ MobileNav: Drawer }, { withMuiTheme }] = await Promise.all([loadMobileNav(), loadTheme()]);
  return { default: withMuiTheme(Drawer) };
});

export function MainHeader() {
  const { t } = useTranslation('navbar');
  const { data: organization } = useCurrentOrganization();
  const [isMobileOpen, setMobileOpen] = useState(false);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const [hasOpenedMore, setHasOpenedMore] = useState(false);
  const [hasOpenedMobile, setHasOpenedMobile] = useState(false);

  return (
    <header className="ml-header">
      <Container>
        <div className="ml-toolbar">
          <SiteLogo label={organization?.name} />
          <nav aria-label={t('nav.main')} className="ml-nav">
            {mainNavItems.map((item) => (
              <NavLink key={item.path} to={item.path} className="ml-nav-link">
                {t(item.titleKey)}
              </NavLink>
            ))}
            <button
              type="button"
              className="ml-nav-link"
              aria-haspopup="menu"
              onPointerEnter={() => void loadMoreMenu()}
              onFocus={() => void loadMoreMenu()}
              onClick={(event) => {
                setHasOpenedMore(true);
                setMoreAnchor(event.currentTarget);
              }}
            >
              {t('main.more')}
              <ExpandMoreIcon size="sm" />
            </button>
            {hasOpenedMore ? (
              <Suspense fallback={null}>
                <NavMoreMenu anchor={moreAnchor} onClose={() => setMoreAnchor(null)} />
              </Suspense>
            ) : null}
          </nav>
          <div className="ml-spacer" />
          <HeaderCartSlot />
          <LanguagePopover />
          <span className="ml-settings">
            <SettingsButton />
          </span>
          <AccountButton />
          <ButtonLink to={paths.booking.root} variant="contained" className="ml-book">
            {t('main.booking')}
          </ButtonLink>
          <IconButton
            aria-label={t('nav.openNavigation')}
            className="ml-menu-button"
            onPointerEnter={() => void loadMobileNav()}
            onFocus={() => void loadMobileNav()}
            onClick={() => {
              setHasOpenedMobile(true);
              setMobileOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </div>
      </Container>
      {hasOpenedMobile ? (
        <Suspense fallback={null}>
          <MobileNav isOpen={isMobileOpen} onClose={() => setMobileOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
