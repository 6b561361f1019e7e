import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NavGroup } from './nav-config';
import { isActivePath } from './nav-config';

/** The "horizontal" navLayout: one button per group opening its items. */
export function NavHorizontal({ groups }: { groups: NavGroup[] }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ key: string; anchor: HTMLElement } | null>(null);

  return (
    <Box
      component="nav"
      aria-label={t('nav.dashboard')}
      sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', px: { xs: 2, lg: 5 }, py: 1 }}
    >
      {groups.map((group) => {
        const isActive = group.items.some((item) => isActivePath(item.path, pathname));
        return (
          <Box key={group.subheaderKey}>
            <Button
              endIcon={<ExpandMoreIcon />}
              aria-haspopup="menu"
              onClick={(event) => setOpen({ key: group.subheaderKey, anchor: event.currentTarget })}
              sx={{
                color: isActive ? 'var(--nav-active-text)' : 'var(--nav-text)',
                bgcolor: isActive ? 'var(--nav-active-bg)' : 'transparent',
                whiteSpace: 'nowrap',
              }}
            >
              {t(group.subheaderKey)}
            </Button>
            <Menu anchorEl={open?.anchor} open={open?.key === group.subheaderKey} onClose={() => setOpen(null)}>
              {group.items.flatMap((item) =>
                (item.children ?? [item]).map((entry) => (
                  <MenuItem
                    key={entry.path}
                    component={RouterLink}
                    to={entry.path}
                    selected={pathname === entry.path}
                    onClick={() => setOpen(null)}
                  >
                    <ListItemIcon>{item.icon}</ListItemIcon>
                    {item.children ? `${t(item.titleKey)} · ${t(entry.titleKey)}` : t(entry.titleKey)}
                  </MenuItem>
                )),
              )}
            </Menu>
          </Box>
        );
      })}
    </Box>
  );
}
