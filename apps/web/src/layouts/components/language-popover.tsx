import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import { FlagIcon } from '../../components/flag/flag-icon';
import { findLanguage } from '../../locales/languages';

const loadMenu = () => import('./language-menu');
// The menu (popover, list) is downloaded when the pointer or focus reaches the button.
const LanguageMenu = lazy(async () => ({ default: (await loadMenu()).LanguageMenu }));

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
        sx={{ width: 40, height: 40 }}
      >
        <FlagIcon countryCode={current.countryCode} />
      </IconButton>
      {hasOpened ? (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={current.value} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
