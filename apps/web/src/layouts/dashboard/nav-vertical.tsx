// The vertical navigation (side panel and phone drawer): a heading per group, an entry per area; an
// area with children opens them in place (a disclosure button with aria-expanded).
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../../ui/cx';
import { ExpandMoreIcon } from '../../ui/icons';
import { ExpandLessIcon } from '../../ui/icons-dashboard';
import type { NavGroup, NavItem } from './nav-config';
import { isActivePath } from './nav-config';

function VerticalItem({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  const isActive = isActivePath(item.path, pathname);
  const [isOpen, setOpen] = useState(isActive);

  if (item.children) {
    return (
      <li>
        <button
          type="button"
          onClick={() => setOpen((open) => !open)}
          aria-expanded={isOpen}
          className={cx('dl-nav-item', isActive && 'dl-open-parent')}
        >
          {item.icon}
          <span className="dl-nav-label">{t(item.titleKey)}</span>
          {isOpen ? <ExpandLessIcon size="sm" /> : <ExpandMoreIcon size="sm" />}
        </button>
        {isOpen ? (
          <ul className="dl-nav-sub">
            {item.children.map((child) => (
              <li key={child.path}>
                <NavLink to={child.path} end onClick={onNavigate} className="dl-nav-item">
                  <span className="dl-nav-label">{t(child.titleKey)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    );
  }

  // Each entry is a list item of its own: a list holds only <li> children (WCAG 1.3.1).
  return (
    <li>
      <NavLink
        to={item.path}
        end={item.path.split('/').length <= 2}
        onClick={onNavigate}
        className={cx('dl-nav-item', isActive && 'active')}
      >
        {item.icon}
        <span className="dl-nav-label">{t(item.titleKey)}</span>
      </NavLink>
    </li>
  );
}

export function NavVertical({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  const { t } = useTranslation('navbar');
  return (
    <nav aria-label={t('nav.dashboard')} className="dl-nav">
      {groups.map((group) => (
        <ul key={group.subheaderKey} className="dl-nav-list">
          <li className="dl-nav-subheader">{t(group.subheaderKey)}</li>
          {group.items.map((item) => (
            <VerticalItem key={item.path} item={item} onNavigate={onNavigate} />
          ))}
        </ul>
      ))}
    </nav>
  );
}
