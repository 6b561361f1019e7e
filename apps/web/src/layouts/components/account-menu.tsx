// The signed-in account control: the avatar with the account menu. Loaded on demand by
// AccountButton (guests never download it).
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../../auth/auth-store';
import type { SessionUser } from '../../auth/auth-api';
import { paths } from '../../routes/paths';
import { initialsOf } from './initials';

export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('navbar');
  const navigate = useNavigate();
  const signOut = useAuthStore((s) => s.signOut);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const close = () => setAnchor(null);
  const onSignOut = async () => {
    close();
    await signOut().catch(() => undefined);
    // After the session ended: a guarded page may first send the user to sign-in, this wins. (Not
    // the other way round: the router renders navigations as transitions, so the session's end
    // would render first, on the old page, and its guard would win.)
    void navigate(paths.home);
  };

  return (
    <>
      <IconButton
        // The visible initials start the name (WCAG 2.5.3 label in name).
        aria-label={`${initialsOf(user.name)} – ${t('account.openMenu')}`}
        aria-haspopup="menu"
        data-testid="account-button"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.25 }}
      >
        <Avatar
          sx={{
            width: 36,
            height: 36,
            fontSize: 15,
            fontWeight: 700,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initialsOf(user.name)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <MenuItem component={RouterLink} to={paths.home} onClick={close}>
          {t('account.home')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.dashboard.root} onClick={close}>
          {t('account.dashboard')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.dashboard.user.profile} onClick={close}>
          {t('account.profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.dashboard.user.account} onClick={close}>
          {t('account.account')}
        </MenuItem>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <MenuItem
          onClick={() => void onSignOut()}
          sx={{ color: 'error.main', fontWeight: 600 }}
          data-testid="sign-out"
        >
          {t('account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
