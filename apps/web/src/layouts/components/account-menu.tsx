// The signed-in account menu of the avatar button (account-button.tsx): loaded, with the MUI theme,
// when the avatar is first used (guests never download it).
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../../auth/auth-store';
import { paths } from '../../config/paths';

export function AccountMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('navbar');
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const signOut = useAuthStore((s) => s.signOut);

  const onSignOut = async () => {
    onClose();
    await signOut().catch(() => undefined);
    // After the session ended: a guarded page may first send the user to sign-in, this wins. (Not
    // the other way round: the router renders navigations as transitions, so the session's end
    // would render first, on the old page, and its guard would win.)
    void navigate(paths.home);
  };

  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor) && Boolean(user)}
      onClose={onClose}
      slotProps={{ paper: { sx: { minWidth: 220 } } }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="subtitle2" noWrap>
          {user?.name}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {user?.email}
        </Typography>
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <MenuItem component={RouterLink} to={paths.home} onClick={onClose}>
        {t('account.home')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.dashboard.root} onClick={onClose}>
        {t('account.dashboard')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.dashboard.user.profile} onClick={onClose}>
        {t('account.profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.dashboard.user.account} onClick={onClose}>
        {t('account.account')}
      </MenuItem>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <MenuItem onClick={() => void onSignOut()} sx={{ color: 'error.main', fontWeight: 600 }} data-testid="sign-out">
        {t('account.signOut')}
      </MenuItem>
    </Menu>
  );
}
