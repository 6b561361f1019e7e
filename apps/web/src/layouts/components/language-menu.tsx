// The language menu of the header's language button; loaded (with the MUI theme) when the button
// is first used.
import { useTranslation } from 'react-i18next';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { supportedLocales } from '@courtside/core/auth-schemas';
import type { SupportedLocale } from '@courtside/core/auth-schemas';
import { useAuthStore } from '../../auth/auth-store';
import { LANGUAGES } from '../../locales/languages';
import { updateProfile } from '../../sections/account/api/update-profile';

/** Signed in, the choice is the account's language too: the mails to it follow (docs/product.md#languages). */
async function saveAccountLanguage(locale: string): Promise<void> {
  const { user, updateUser } = useAuthStore.getState();
  if (!user || user.locale === locale || !(supportedLocales as readonly string[]).includes(locale)) return;
  try {
    updateUser((await updateProfile({ locale: locale as SupportedLocale })).user);
  } catch {
    // The page's language changed anyway; the account keeps its language until the next try.
  }
}
import { LanguageFlag } from './language-flag';

interface LanguageMenuProps {
  anchor: HTMLElement | null;
  current: string;
  onClose: () => void;
}

export function LanguageMenu({ anchor, current, onClose }: LanguageMenuProps) {
  const { i18n } = useTranslation();
  return (
    <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language.value}
          lang={language.value}
          selected={language.value === current}
          data-testid={`language-option-${language.value}`}
          onClick={() => {
            onClose();
            void i18n.changeLanguage(language.value);
            void saveAccountLanguage(language.value);
          }}
          sx={{ gap: 1.5, minWidth: 180 }}
        >
          <LanguageFlag countryCode={language.countryCode} />
          <ListItemText>{language.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
