// DataGrid texts in the app's language (docs/product.md#languages: 'Zeilen pro Seite:', 'Keine Einträge' in
// German). MUI X ships the translations; this picks the one for the current i18next language.
import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, deDE, enUS, frFR, itIT, trTR, viVN, zhCN } from '@mui/x-data-grid/locales';

const byLanguage = { ar: arSD, de: deDE, en: enUS, fr: frFR, it: itIT, tr: trTR, vi: viVN, zh: zhCN } as const;

/** The DataGrid localeText for a language code such as 'de' or 'de-DE' (English otherwise). */
export function gridLocaleText(language: string | undefined): Partial<GridLocaleText> {
  const base = (language ?? 'en').toLowerCase().split('-')[0] as keyof typeof byLanguage;
  const locale = byLanguage[base] ?? enUS;
  return locale.components.MuiDataGrid.defaultProps.localeText;
}
