// Every namespace of every language must have the same keys as English: a missing key fails
// here instead of showing an English fallback on a German, Chinese or Arabic page. Plural keys count by their base.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

/** Every supported language but en, the reference. */
const OTHERS: string[] = LANGUAGES.map((l) => l.value as string).filter((l) => l !== 'en');

const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
}

function namespaces(language: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [path, module] of Object.entries(files)) {
    const match = /^\.\/([a-z]+)\/([a-z-]+)\.json$/.exec(path);
    if (match?.[1] === language) out.set(match[2]!, new Set(keysOf(module.default)));
  }
  return out;
}

describe('translations', () => {
  const en = namespaces('en');
  const de = namespaces('de');

  it('has the same namespaces in de and en', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each([...en.keys()].sort())('namespace %s has the same keys in de and en', (ns) => {
    const enKeys = en.get(ns)!;
    const deKeys = de.get(ns) ?? new Set<string>();
    expect({
      missingInGerman: [...enKeys].filter((k) => !deKeys.has(k)),
      missingInEnglish: [...deKeys].filter((k) => !enKeys.has(k)),
    }).toEqual({ missingInGerman: [], missingInEnglish: [] });
  });

  it.each(OTHERS)('%s has every namespace of en, and no other', (language) => {
    expect([...namespaces(language).keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(OTHERS)('%s translates only keys that exist in English', (language) => {
    for (const [ns, keys] of namespaces(language)) {
      const enKeys = en.get(ns) ?? new Set<string>();
      expect({ ns, unknown: [...keys].filter((k) => !enKeys.has(k)) }).toEqual({ ns, unknown: [] });
    }
  });
});

// The public site and the staff dashboard are complete in every language: every namespace of every
// language is held to en, key for key (docs/product.md#languages), the staff screens included.
// A plural key of en counts as present when the language has every form its own
// Intl.PluralRules asks for (fr/it: one, many, other; tr: one, other; ar: zero … other; zh, vi: other);
// placeholders and markup must match en's, and no text may be empty where en's is not.
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, String(value));
  return out;
}

function texts(language: string, ns: string): Map<string, string> {
  return flatten(files[`./${language}/${ns}.json`]?.default ?? {});
}

/** Interpolations by name ({{count, number}} is count), nested $t() calls and tags. */
function markup(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const nested = [...text.matchAll(/\$t\([^)]*\)/g)].map((m) => m[0]);
  const tags = [...text.matchAll(/<\/?[a-zA-Z][\w-]*\s*\/?>/g)].map((m) => m[0]);
  return [...names, ...nested, ...tags].sort();
}

/** What is wrong with one language's namespace against en's; empty when nothing is. */
function flowProblems(
  language: string,
  enTexts: Map<string, string>,
  own: Map<string, string>,
  filter: (key: string) => boolean = () => true,
): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const problems: string[] = [];
  const bases = new Map<string, string[]>();
  for (const key of enTexts.keys()) {
    if (!filter(key)) continue;
    const base = key.replace(PLURAL, '');
    bases.set(base, [...(bases.get(base) ?? []), key]);
  }
  for (const [base, enKeys] of bases) {
    const isPlural = enKeys.some((k) => PLURAL.test(k));
    // The en text every form of the language is held against: the _other form for a plural.
    const reference = enTexts.get(isPlural ? `${base}_other` : base) ?? enTexts.get(enKeys[0]!)!;
    const forms = categories.map((c) => `${base}_${c}`);
    const ownKeys = !isPlural && own.has(base) ? [base] : forms.every((k) => own.has(k)) ? forms : null;
    if (!ownKeys) {
      problems.push(
        `missing ${
          isPlural
            ? `${base}_{${forms
                .filter((k) => !own.has(k))
                .map((k) => k.slice(base.length + 1))
                .join(',')}}`
            : base
        }`,
      );
      continue;
    }
    for (const key of ownKeys) {
      const text = own.get(key)!;
      if (text.trim() === '' && reference.trim() !== '') problems.push(`empty ${key}`);
      // A singular, dual or zero form may spell the number out ("عنصر واحد"); every other form shows it.
      const spelled = /_(zero|one|two)$/.test(key);
      const expected = markup(reference).filter((m) => !(spelled && m === '{{count}}'));
      const actual = markup(text).filter((m) => !(spelled && m === '{{count}}'));
      if (expected.join(' ') !== actual.join(' '))
        problems.push(`markup ${key}: ${actual.join(' ')} ≠ ${expected.join(' ')}`);
    }
  }
  return problems;
}

describe('every screen in every language', () => {
  const allNamespaces = [...new Set(Object.keys(files).map((path) => /^\.\/en\/([a-z-]+)\.json$/.exec(path)?.[1]))]
    .filter((ns): ns is string => Boolean(ns))
    .sort();
  const cases = OTHERS.flatMap((language) => allNamespaces.map((ns) => [language, ns] as const));
  it.each(cases)('%s %s', (language, ns) => {
    expect(flowProblems(language, texts('en', ns), texts(language, ns))).toEqual([]);
  });

  it('finds a missing key, a missing plural form, a changed placeholder and an empty text', () => {
    const en = new Map([
      ['a', 'A {{x}}'],
      ['n_one', '{{count}} item'],
      ['n_other', '{{count}} items'],
      ['e', ''],
    ]);
    expect(
      flowProblems(
        'fr',
        en,
        new Map([
          ['n_one', '{{count}} x'],
          ['n_other', '{{count}} x'],
          ['e', ''],
        ]),
      ),
    ).toEqual(['missing a', 'missing n_{many}']);
    expect(
      flowProblems(
        'tr',
        en,
        new Map([
          ['a', 'A {{y}}'],
          ['n_one', 'bir'],
          ['n_other', ' '],
          ['e', ''],
        ]),
      ),
    ).toEqual(['markup a: {{y}} ≠ {{x}}', 'empty n_other', 'markup n_other:  ≠ {{count}}']);
  });
});
