import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/button';
import { findLanguage } from '../../locales/languages';
import { LanguageFlag } from './language-flag';

const loadMenu = () => import('./language-menu');
// The menu (MUI popover and list, with the MUI theme) is downloaded when the pointer or focus
// reaches the button; the button itself is plain (ui/).
const LanguageMenu = lazy(async () => {
  const [{ LanguageMenu: Menu }, { withMuiTheme }] = await Promise.all([
    loadMenu(),
    import('../../theme/theme-provider'),
  ]);
  return { default: withMuiTheme(Menu) };
});

export function LanguagePopover() {
  const { t, i18n } = useTranslation('navbar');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const current = findLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <>
      <IconButton
        title={t('language.change')}
        aria-label={`${t('language.change')}: ${current.label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        data-testid="language-button"
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          setHasOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <LanguageFlag countryCode={current.countryCode} />
      </IconButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={current.value} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
