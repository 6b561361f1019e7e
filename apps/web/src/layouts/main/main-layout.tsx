import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { MainFooter } from './footer';
import { MainHeader } from './header';
import { SiteNotices } from '../../sections/connectivity/components/site-notices';
import { MaintenanceGate } from '../../sections/content/components/maintenance-gate';

export function MainLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <MainHeader />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      </Box>
      <MainFooter />
      <SiteNotices />
    </Box>
  );
}
