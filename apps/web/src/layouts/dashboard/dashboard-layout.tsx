// Dashboard layout with the three navLayout values of docs/product.md#public-site: vertical, horizontal and mini.
// Below lg every layout uses a temporary drawer with the vertical navigation.
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import { hasPermission, useAuthStore } from '../../auth/auth-store';
import { Logo } from '../../components/logo/logo';
import { permissionFor } from '../../config/dashboard-access';
import { paths } from '../../config/paths';
import { useSettingsStore } from '../../settings/settings-store';
import { DashboardHeader } from './dashboard-header';
import { navColorVariables } from './nav-colors';
import { dashboardNav, filterNav } from './nav-config';
import { NavHorizontal } from './nav-horizontal';
import { NavMini } from './nav-mini';
import { NavVertical } from './nav-vertical';

export const NAV_WIDTH = { vertical: 280, mini: 88 } as const;

export function DashboardLayout() {
  // The dashboard's screens read page titles and account texts that are not in common
  // (locales/i18n.ts LAYOUT_NAMESPACES): loaded before any of them renders.
  useTranslation(['common', 'account', 'dashboard']);
  const theme = useTheme();
  const navLayout = useSettingsStore((s) => s.navLayout);
  const navColor = useSettingsStore((s) => s.navColor);
  const compactLayout = useSettingsStore((s) => s.compactLayout);
  const [isMobileNavOpen, setMobileNavOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const nav = useMemo(() => filterNav(dashboardNav, (path) => hasPermission(user, permissionFor(path))), [user]);
  const navVars = navColorVariables(theme, navColor);
  const sideWidth = navLayout === 'horizontal' ? 0 : NAV_WIDTH[navLayout];

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', ...navVars }} data-nav-layout={navLayout}>
      {navLayout !== 'horizontal' ? (
        <Box
          component="aside"
          sx={{
            display: { xs: 'none', lg: 'flex' },
            flexDirection: 'column',
            position: 'fixed',
            insetBlock: 0,
            insetInlineStart: 0,
            width: sideWidth,
            bgcolor: 'var(--nav-bg)',
            borderInlineEnd: '1px dashed var(--nav-border)',
            overflowY: 'auto',
            zIndex: theme.zIndex.appBar + 1,
          }}
        >
          <Box
            sx={{
              px: navLayout === 'mini' ? 0 : 3.5,
              py: 2.5,
              display: 'flex',
              justifyContent: navLayout === 'mini' ? 'center' : 'flex-start',
            }}
          >
            <Logo
              isSingle={navLayout === 'mini'}
              href={paths.dashboard.root}
              sx={{ color: navColor === 'apart' ? 'common.white' : 'text.primary' }}
            />
          </Box>
          {navLayout === 'mini' ? <NavMini groups={nav} /> : <NavVertical groups={nav} />}
        </Box>
      ) : null}

      <Drawer
        open={isMobileNavOpen}
        onClose={() => setMobileNavOpen(false)}
        slotProps={{
          paper: { sx: { width: NAV_WIDTH.vertical, bgcolor: 'var(--nav-bg)', ...navVars } },
        }}
      >
        <Box sx={{ px: 3.5, py: 2.5 }}>
          <Logo href={paths.dashboard.root} sx={{ color: navColor === 'apart' ? 'common.white' : 'text.primary' }} />
        </Box>
        <NavVertical groups={nav} onNavigate={() => setMobileNavOpen(false)} />
      </Drawer>

      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          paddingInlineStart: { lg: `${sideWidth}px` },
        }}
      >
        <DashboardHeader onOpenNav={() => setMobileNavOpen(true)} />
        {navLayout === 'horizontal' ? (
          <Box
            sx={{
              display: { xs: 'none', lg: 'block' },
              bgcolor: 'var(--nav-bg)',
              borderBottom: '1px solid var(--nav-border)',
            }}
          >
            <NavHorizontal groups={nav} />
          </Box>
        ) : null}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flexGrow: 1, py: { xs: 2, lg: 4 }, outline: 'none' }}
        >
          <Container maxWidth={compactLayout ? 'lg' : false} sx={{ px: { xs: 2, sm: 3, lg: 5 } }}>
            <Outlet />
          </Container>
        </Box>
      </Box>
    </Box>
  );
}
