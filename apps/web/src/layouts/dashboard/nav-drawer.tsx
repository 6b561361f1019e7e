// The dashboard's navigation below lg: a modal <dialog> from the start edge. The browser keeps focus
// inside while it is open, closes it on Escape and gives focus back to the menu button afterwards.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavColor } from '../../settings/settings-config';

export function NavDrawer({
  isOpen,
  onClose,
  navColor,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  navColor: NavColor;
  children: ReactNode;
}) {
  const { t } = useTranslation('navbar');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal?.();
    if (!isOpen && dialog.open) dialog.close?.();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className="dl-drawer"
      data-nav-color={navColor}
      aria-label={t('nav.dashboard')}
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself (its content fills the panel).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {isOpen ? children : null}
    </dialog>
  );
}
