// The language menu of the header's language button; loaded (with the MUI theme) when the button
// is first used.
import { useTranslation } from 'react-i18next';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES } from '../../locales/languages';
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
