import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass, IconButton } from '../../ui/button';
import { PersonOutlineOutlinedIcon } from '../../ui/icons';
import { useAuthStore } from '../../auth/auth-store';
import { paths } from '../../config/paths';
import { initialsOf } from './initials';
import './account-button.css';

export { initialsOf } from './initials';

const loadMenu = () => import('./account-menu');
// The account menu (MUI, with the MUI theme) is downloaded when a signed-in user reaches for it.
const AccountMenu = lazy(async () => {
  const [{ AccountMenu: Menu }, { withMuiTheme }] = await Promise.all([
    loadMenu(),
    import('../../theme/theme-provider'),
  ]);
  return { default: withMuiTheme(Menu) };
});

/** Sign-in button for guests; for signed-in users an avatar with the account menu. */
export function AccountButton() {
  const { t } = useTranslation('navbar');
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);

  if (status !== 'authenticated' || !user) {
    const isLoading = status === 'loading';
    // While the session is being restored the links wait, as MUI's disabled links did.
    const disabled = isLoading ? ({ 'aria-disabled': true, tabIndex: -1 } as const) : {};
    return (
      <>
        {/* Phones get an icon so the header keeps room for the venue name and the cart. */}
        <RouterLink
          to={paths.auth.jwt.signIn}
          aria-label={t('account.signIn')}
          className="cs-icon-btn hc-signin-icon"
          {...disabled}
        >
          <PersonOutlineOutlinedIcon />
        </RouterLink>
        <RouterLink
          to={paths.auth.jwt.signIn}
          className={buttonClass({ variant: 'outlined', color: 'inherit', size: 'small' }, 'hc-signin')}
          {...disabled}
        >
          {t('account.signIn')}
        </RouterLink>
      </>
    );
  }

  const initials = initialsOf(user.name);
  return (
    <>
      <IconButton
        // The visible initials start the name (WCAG 2.5.3 label in name).
        aria-label={`${initials} – ${t('account.openMenu')}`}
        aria-haspopup="menu"
        data-testid="account-button"
        className="hc-avatar-btn"
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setHasOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <span className="hc-avatar">{initials}</span>
      </IconButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
