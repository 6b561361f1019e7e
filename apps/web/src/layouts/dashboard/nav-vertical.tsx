import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NavGroup, NavItem } from './nav-config';
import { isActivePath } from './nav-config';

const itemSx = {
  borderRadius: 1,
  minHeight: 44,
  mb: 0.5,
  color: 'var(--nav-text)',
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
  '&.active, &[aria-current="page"]': {
    color: 'var(--nav-active-text)',
    bgcolor: 'var(--nav-active-bg)',
  },
} as const;

function VerticalItem({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  const isActive = isActivePath(item.path, pathname);
  const [isOpen, setOpen] = useState(isActive);

  if (item.children) {
    return (
      <Box component="li" sx={{ listStyle: 'none' }}>
        <ListItemButton
          onClick={() => setOpen((open) => !open)}
          aria-expanded={isOpen}
          sx={[itemSx, isActive && { color: 'var(--nav-active-text)' }]}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText primary={t(item.titleKey)} slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 14 } } }} />
          {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ListItemButton>
        <Collapse in={isOpen} unmountOnExit>
          <List disablePadding sx={{ pl: 4.5 }}>
            {item.children.map((child) => (
              <Box component="li" key={child.path} sx={{ listStyle: 'none' }}>
                <ListItemButton
                  component={NavLink}
                  to={child.path}
                  end
                  onClick={onNavigate}
                  sx={[itemSx, { minHeight: 36 }]}
                >
                  <ListItemText primary={t(child.titleKey)} slotProps={{ primary: { sx: { fontSize: 14 } } }} />
                </ListItemButton>
              </Box>
            ))}
          </List>
        </Collapse>
      </Box>
    );
  }

  // Each entry is a list item of its own: a list holds only <li> children (WCAG 1.3.1).
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ListItemButton
        component={NavLink}
        to={item.path}
        end={item.path.split('/').length <= 2}
        onClick={onNavigate}
        sx={itemSx}
        className={isActive ? 'active' : undefined}
      >
        <ListItemIcon>{item.icon}</ListItemIcon>
        <ListItemText primary={t(item.titleKey)} slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 14 } } }} />
      </ListItemButton>
    </Box>
  );
}

export function NavVertical({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  const { t } = useTranslation('navbar');
  return (
    <Box component="nav" aria-label={t('nav.dashboard')} sx={{ px: 2, pb: 3 }}>
      {groups.map((group) => (
        <List
          key={group.subheaderKey}
          disablePadding
          subheader={
            <ListSubheader
              disableSticky
              sx={{
                bgcolor: 'transparent',
                color: 'var(--nav-subheader)',
                typography: 'overline',
                fontSize: 11,
                lineHeight: '36px',
                px: 1.5,
              }}
            >
              {t(group.subheaderKey)}
            </ListSubheader>
          }
        >
          {group.items.map((item) => (
            <VerticalItem key={item.path} item={item} onNavigate={onNavigate} />
          ))}
        </List>
      ))}
    </Box>
  );
}
