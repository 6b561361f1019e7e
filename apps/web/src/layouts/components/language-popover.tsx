import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FlagIcon } from '../../components/flag/flag-icon';
import { findLanguage, LANGUAGES } from '../../locales/languages';

export function LanguagePopover() {
  const { t, i18n } = useTranslation('navbar');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = findLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <>
      <IconButton
        title={t('language.change')}
        aria-label={`${t('language.change')}: ${current.label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        data-testid="language-button"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 40, height: 40 }}
      >
        <FlagIcon countryCode={current.countryCode} />
      </IconButton>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.value}
            lang={language.value}
            selected={language.value === current.value}
            data-testid={`language-option-${language.value}`}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(language.value);
            }}
            sx={{ gap: 1.5, minWidth: 180 }}
          >
            <FlagIcon countryCode={language.countryCode} />
            <ListItemText>{language.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
