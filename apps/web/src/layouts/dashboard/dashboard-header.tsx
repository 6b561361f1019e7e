import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { Logo } from '../../components/logo/logo';
import { paths } from '../../config/paths';
import { useSettingsStore } from '../../settings/settings-store';
import { AccountButton } from '../components/account-button';
import { HeaderCartSlot } from '../components/header-cart-slot';
import { LanguagePopover } from '../components/language-popover';
import { SettingsButton } from '../components/settings-button';

export function DashboardHeader({ onOpenNav }: { onOpenNav: () => void }) {
  const { t } = useTranslation('navbar');
  const navLayout = useSettingsStore((s) => s.navLayout);
  const setField = useSettingsStore((s) => s.setField);
  const isHorizontal = navLayout === 'horizontal';

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      sx={{
        backdropFilter: 'blur(8px)',
        bgcolor: (theme) => alpha(theme.palette.background.default, 0.85),
        borderBottom: isHorizontal ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ minHeight: { xs: 64, lg: 72 }, gap: 1, px: { xs: 2, lg: 5 } }}>
        <IconButton aria-label={t('nav.openNavigation')} onClick={onOpenNav} sx={{ display: { lg: 'none' } }}>
          <MenuIcon />
        </IconButton>
        {isHorizontal ? (
          <Box sx={{ display: { xs: 'none', lg: 'flex' } }}>
            <Logo href={paths.dashboard.root} />
          </Box>
        ) : (
          <Tooltip title={navLayout === 'mini' ? t('nav.expand') : t('nav.collapse')}>
            <IconButton
              aria-label={navLayout === 'mini' ? t('nav.expand') : t('nav.collapse')}
              onClick={() => setField('navLayout', navLayout === 'mini' ? 'vertical' : 'mini')}
              sx={{ display: { xs: 'none', lg: 'inline-flex' } }}
            >
              <MenuOpenIcon sx={{ transform: navLayout === 'mini' ? 'scaleX(-1)' : 'none' }} />
            </IconButton>
          </Tooltip>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <HeaderCartSlot />
        <LanguagePopover />
        <SettingsButton />
        <AccountButton />
      </Toolbar>
    </AppBar>
  );
}
