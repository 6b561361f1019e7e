import { describe, expect, it } from 'vitest';
import { cleanTranslated, pickTranslation } from './translated';

describe('pickTranslation', () => {
  it.each([
    [{ de: 'Hallo', en: 'Hello' }, 'en', 'de', { text: 'Hello', lang: 'en' }],
    [{ de: 'Hallo', en: 'Hello' }, 'fr', 'de', { text: 'Hallo', lang: 'de' }],
    [{ en: 'Hello' }, 'fr', 'de', { text: 'Hello', lang: 'en' }],
    [{ de: '', en: 'Hello' }, 'de', 'de', { text: 'Hello', lang: 'en' }],
    [{}, 'fr', 'de', { text: '', lang: 'de' }],
  ])('%j in %s (venue %s) → %j', (value, lang, fallback, expected) => {
    expect(pickTranslation(value, lang, fallback)).toEqual(expected);
  });
});

describe('cleanTranslated', () => {
  it('trims and drops empty languages', () => {
    expect(cleanTranslated({ de: '  Hallo ', en: '   ', fr: '' })).toEqual({ de: 'Hallo' });
  });
});
