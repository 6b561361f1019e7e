// The header's "More" menu (desktop); loaded when its button is first used.
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMoreNavItems } from './use-more-nav-items';

export function NavMoreMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('navbar');
  const moreNavItems = useMoreNavItems();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {moreNavItems.map((item) => (
        <MenuItem key={item.path} component={RouterLink} to={item.path} onClick={onClose}>
          {t(item.titleKey)}
        </MenuItem>
      ))}
    </Menu>
  );
}
