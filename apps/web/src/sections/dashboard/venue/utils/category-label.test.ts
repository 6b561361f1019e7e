import { describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../../locales/i18n';
import { categoryLabel, humanizeCategory } from './category-label';

describe('court category labels', () => {
  it('translates known categories and makes unknown keys readable', async () => {
    await i18nReady;
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('booking');
    expect(categoryLabel(i18next.t, 'beach_volleyball')).toBe(i18next.t('booking:category.beach_volleyball'));
    expect(categoryLabel(i18next.t, 'beach_volleyball')).not.toContain('_');
    expect(categoryLabel(i18next.t, 'beach_soccer')).toBe('Beach soccer');
    expect(humanizeCategory('padel')).toBe('Padel');
  });
});
