import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import { useAuthStore } from '../../auth/auth-store';
import { paths } from '../../routes/paths';

export { initialsOf } from './initials';

// The avatar and its menu only matter once someone is signed in.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** Sign-in button for guests; for signed-in users an avatar with the account menu. */
export function AccountButton() {
  const { t } = useTranslation('navbar');
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);

  if (status !== 'authenticated' || !user) {
    return (
      <>
        {/* Phones get an icon so the header keeps room for the venue name and the cart. */}
        <IconButton
          component={RouterLink}
          to={paths.auth.jwt.signIn}
          aria-label={t('account.signIn')}
          disabled={status === 'loading'}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <PersonIcon />
        </IconButton>
        <Button
          component={RouterLink}
          to={paths.auth.jwt.signIn}
          variant="outlined"
          color="inherit"
          size="small"
          disabled={status === 'loading'}
          sx={{
            display: { xs: 'none', sm: 'inline-flex' },
            borderColor: 'divider',
            whiteSpace: 'nowrap',
            flexShrink: 0,
          }}
        >
          {t('account.signIn')}
        </Button>
      </>
    );
  }

  return (
    // Holds the avatar's place while its code loads, so the header does not shift.
    <Suspense fallback={<Box sx={{ width: 40, height: 40, flexShrink: 0 }} />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
