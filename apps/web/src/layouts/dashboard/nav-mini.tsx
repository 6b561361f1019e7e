// Icon rail for the "mini" navLayout: every item reachable, its label as caption (and as the
// tooltip of a caption cut short).
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavGroup } from './nav-config';
import { isActivePath } from './nav-config';

export function NavMini({ groups }: { groups: NavGroup[] }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.dashboard')} className="dl-mini">
      {groups.map((group) => (
        <ul key={group.subheaderKey} className="dl-mini-group" aria-label={t(group.subheaderKey)}>
          {group.items.map((item) => {
            const target = item.children?.[0]?.path ?? item.path;
            const isActive = isActivePath(item.path, pathname);
            const label = t(item.titleKey);
            return (
              <li key={item.path}>
                <NavLink
                  to={target}
                  aria-label={label}
                  title={label}
                  aria-current={isActive ? 'page' : undefined}
                  className="dl-mini-item"
                >
                  {item.icon}
                  <span className="dl-mini-caption" aria-hidden>
                    {label}
                  </span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      ))}
    </nav>
  );
}
