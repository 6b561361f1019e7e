// The menu of one group of the horizontal navigation (MUI Menu: keyboard, focus and placement),
// downloaded with the MUI theme when a group is first opened (nav-horizontal.tsx).
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavGroup } from './nav-config';

export function NavHorizontalMenu({
  group,
  anchor,
  onClose,
}: {
  group: NavGroup | null;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  return (
    <Menu anchorEl={anchor} open={Boolean(group && anchor)} onClose={onClose}>
      {(group?.items ?? []).flatMap((item) =>
        (item.children ?? [item]).map((entry) => (
          <MenuItem
            key={entry.path}
            component={RouterLink}
            to={entry.path}
            selected={pathname === entry.path}
            onClick={onClose}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            {item.children ? `${t(item.titleKey)} · ${t(entry.titleKey)}` : t(entry.titleKey)}
          </MenuItem>
        )),
      )}
    </Menu>
  );
}
