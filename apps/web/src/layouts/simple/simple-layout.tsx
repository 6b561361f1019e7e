import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Logo } from '../../components/logo/logo';
import { LanguagePopover } from '../components/language-popover';
import { SettingsButton } from '../components/settings-button';

/** A bare frame for error, maintenance and coming-soon pages: logo, language, content centred. */
export function SimpleLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" component="header" sx={{ alignItems: 'center', px: { xs: 2, md: 5 }, py: 2, gap: 1 }}>
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        <LanguagePopover />
        <SettingsButton />
      </Stack>
      <Box
        component="main"
        id="main-content"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: { xs: 4, md: 8 },
        }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
