import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Logo } from '../../components/logo/logo';
import { paths } from '../../config/paths';
import { useSettingsStore } from '../../settings/settings-store';
import { mainNavItems } from './nav-config';
import { useMoreNavItems } from './use-more-nav-items';

export function MobileNav({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('navbar');
  const openSettings = useSettingsStore((s) => s.openDrawer);
  const items = [{ titleKey: 'main.home', path: paths.home }, ...mainNavItems, ...useMoreNavItems()];
  return (
    <Drawer open={isOpen} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box sx={{ p: 2.5 }}>
        <Logo />
      </Box>
      <Box component="nav" aria-label={t('nav.main')}>
        <List sx={{ px: 1.5 }}>
          {items.map((item) => (
            <ListItemButton
              key={item.path}
              component={NavLink}
              to={item.path}
              end={item.path === paths.home}
              onClick={onClose}
              sx={{
                borderRadius: 1,
                '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
              }}
            >
              <ListItemText primary={t(item.titleKey)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
        <Button component={NavLink} to={paths.booking.root} variant="contained" size="large" onClick={onClose}>
          {t('main.booking')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            onClose();
            openSettings();
          }}
        >
          {t('settings.open')}
        </Button>
      </Box>
    </Drawer>
  );
}
