// The "horizontal" navLayout: one button per group opening its items. The buttons are plain (ui/);
// the menu (MUI, with its theme) loads when the pointer or focus first reaches one of them.
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '../../ui/icons';
import type { NavGroup } from './nav-config';
import { isActivePath } from './nav-config';

const loadMenu = () => import('./nav-horizontal-menu');
const NavHorizontalMenu = lazy(async () => {
  const [{ NavHorizontalMenu: Menu }, { withMuiTheme }] = await Promise.all([
    loadMenu(),
    import('../../theme/theme-provider'),
  ]);
  return { default: withMuiTheme(Menu) };
});

export function NavHorizontal({ groups }: { groups: NavGroup[] }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ group: NavGroup; anchor: HTMLElement } | null>(null);
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <nav aria-label={t('nav.dashboard')} className="dl-hnav">
      {groups.map((group) => {
        const isActive = group.items.some((item) => isActivePath(item.path, pathname));
        return (
          <button
            key={group.subheaderKey}
            type="button"
            className="dl-hnav-button"
            data-active={isActive ? '' : undefined}
            aria-haspopup="menu"
            aria-expanded={open?.group === group}
            onPointerEnter={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            onClick={(event) => {
              setHasOpened(true);
              setOpen({ group, anchor: event.currentTarget });
            }}
          >
            {t(group.subheaderKey)}
            <ExpandMoreIcon size="sm" />
          </button>
        );
      })}
      {hasOpened ? (
        <Suspense fallback={null}>
          <NavHorizontalMenu group={open?.group ?? null} anchor={open?.anchor ?? null} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
