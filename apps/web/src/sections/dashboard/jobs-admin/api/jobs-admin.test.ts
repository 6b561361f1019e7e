import { describe, expect, it } from 'vitest';
import { cleanTexts, languagesOf } from './jobs-admin';

describe('job editor texts', () => {
  it('keeps only languages with text, trimmed', () => {
    expect(cleanTexts({ de: ' Strandaufsicht ', en: '  ', fr: '' })).toEqual({ de: 'Strandaufsicht' });
  });
  it('names the languages a job has a title in', () => {
    expect(languagesOf({ title: { de: 'A', en: '', tr: 'B' } })).toEqual(['de', 'tr']);
  });
});
