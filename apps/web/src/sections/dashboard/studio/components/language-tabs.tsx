// One tab per language the content can be written in; a tab says when its language is still
// missing (docs/product/content.md: public pages fall back to the venue's default language).
import { useTranslation } from 'react-i18next';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LANGUAGES } from '../../../../locales/languages';

/** The text in the screen's language, else English, else the first one written. */
export function pickText(texts: Record<string, string>, language: string): string {
  return texts[language.slice(0, 2)] || texts.en || Object.values(texts).find(Boolean) || '';
}

interface Props {
  value: string;
  onChange: (language: string) => void;
  /** Languages that have what a visitor needs (title and body). */
  complete: string[];
}

export function LanguageTabs({ value, onChange, complete }: Props) {
  const { t } = useTranslation('studio-admin');
  return (
    <Tabs
      value={value}
      onChange={(_e, next: string) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('languages.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {LANGUAGES.map((language) => {
        const isMissing = !complete.includes(language.value);
        return (
          <Tab
            key={language.value}
            value={language.value}
            label={isMissing ? `${language.label} · ${t('languages.missing')}` : language.label}
            sx={isMissing ? { color: 'text.secondary', fontStyle: 'italic' } : undefined}
          />
        );
      })}
    </Tabs>
  );
}
