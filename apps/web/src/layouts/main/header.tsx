import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Logo } from '../../components/logo/logo';
import { paths } from '../../routes/paths';
import { useCurrentOrganization } from '../../sections/organization/api/get-current-organization';
import { AccountButton } from '../components/account-button';
import { HeaderCartSlot } from '../components/header-cart-slot';
import { LanguagePopover } from '../components/language-popover';
import { SettingsButton } from '../components/settings-button';
import { mainNavItems } from './nav-config';

// Menus and the phone drawer are downloaded when first wanted (pointer, focus or tap).
const loadMoreMenu = () => import('./nav-more-menu');
const loadMobileNav = () => import('./mobile-nav');
const NavMoreMenu = lazy(async () => ({ default: (await loadMoreMenu()).NavMoreMenu }));
const MobileNav = lazy(async () => ({ default: (await loadMobileNav()).MobileNav }));

const navLinkSx = {
  color: 'text.secondary',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  px: 1.25,
  '&.active': { color: 'text.primary', bgcolor: 'action.selected' },
  '&:hover': { color: 'text.primary' },
} as const;

export function MainHeader() {
  const { t } = useTranslation('navbar');
  const { data: organization } = useCurrentOrganization();
  const [isMobileOpen, setMobileOpen] = useState(false);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const [hasOpenedMore, setHasOpenedMore] = useState(false);
  const [hasOpenedMobile, setHasOpenedMobile] = useState(false);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      sx={{
        backdropFilter: 'blur(8px)',
        bgcolor: (theme) => alpha(theme.palette.background.default, 0.85),
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: { xs: 0.5, sm: 1 } }}>
          <Logo label={organization?.name} />
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{
              display: { xs: 'none', lg: 'flex' },
              gap: 0.5,
              marginInlineStart: 3,
              flexGrow: 1,
              minWidth: 0,
            }}
          >
            {mainNavItems.map((item) => (
              <Button key={item.path} component={NavLink} to={item.path} sx={navLinkSx}>
                {t(item.titleKey)}
              </Button>
            ))}
            <Button
              sx={navLinkSx}
              endIcon={<ExpandMoreIcon />}
              aria-haspopup="menu"
              onPointerEnter={() => void loadMoreMenu()}
              onFocus={() => void loadMoreMenu()}
              onClick={(event) => {
                setHasOpenedMore(true);
                setMoreAnchor(event.currentTarget);
              }}
            >
              {t('main.more')}
            </Button>
            {hasOpenedMore ? (
              <Suspense fallback={null}>
                <NavMoreMenu anchor={moreAnchor} onClose={() => setMoreAnchor(null)} />
              </Suspense>
            ) : null}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
          <HeaderCartSlot />
          <LanguagePopover />
          <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            <SettingsButton />
          </Box>
          <AccountButton />
          <Button
            component={RouterLink}
            to={paths.booking.root}
            variant="contained"
            sx={{
              display: { xs: 'none', md: 'inline-flex' },
              marginInlineStart: 0.5,
              whiteSpace: 'nowrap',
              flexShrink: 0,
            }}
          >
            {t('main.booking')}
          </Button>
          <IconButton
            aria-label={t('nav.openNavigation')}
            onPointerEnter={() => void loadMobileNav()}
            onFocus={() => void loadMobileNav()}
            onClick={() => {
              setHasOpenedMobile(true);
              setMobileOpen(true);
            }}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {hasOpenedMobile ? (
        <Suspense fallback={null}>
          <MobileNav isOpen={isMobileOpen} onClose={() => setMobileOpen(false)} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
