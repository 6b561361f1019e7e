// The dashboard's header on the light layer: the drawer button (below lg), the logo (horizontal
// layout) or the collapse button (vertical and mini), then cart, language, settings and account.
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/button';
import { cx } from '../../ui/cx';
import { MenuIcon } from '../../ui/icons';
import { MenuOpenIcon } from '../../ui/icons-dashboard';
import { useSettingsStore } from '../../settings/settings-store';
import { AccountButton } from '../components/account-button';
import { HeaderCartSlot } from '../components/header-cart-slot';
import { LanguagePopover } from '../components/language-popover';
import { SettingsButton } from '../components/settings-button';
import { DashboardLogo } from './dashboard-logo';

export function DashboardHeader({ onOpenNav }: { onOpenNav: () => void }) {
  const { t } = useTranslation('navbar');
  const navLayout = useSettingsStore((s) => s.navLayout);
  const setField = useSettingsStore((s) => s.setField);
  const isMini = navLayout === 'mini';
  const collapseLabel = isMini ? t('nav.expand') : t('nav.collapse');

  return (
    <header className="dl-header">
      <div className="dl-toolbar">
        <IconButton aria-label={t('nav.openNavigation')} onClick={onOpenNav} className="dl-menu-button">
          <MenuIcon />
        </IconButton>
        {navLayout === 'horizontal' ? (
          <div className="dl-header-logo">
            <DashboardLogo />
          </div>
        ) : (
          <IconButton
            aria-label={collapseLabel}
            title={collapseLabel}
            onClick={() => setField('navLayout', isMini ? 'vertical' : 'mini')}
            className={cx('dl-collapse', isMini && 'dl-collapse-mini')}
          >
            <MenuOpenIcon />
          </IconButton>
        )}
        <div className="dl-spacer" />
        <HeaderCartSlot />
        <LanguagePopover />
        <SettingsButton />
        <AccountButton />
      </div>
    </header>
  );
}
