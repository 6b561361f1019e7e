// Every namespace must have the same keys in German and English (issue 6 §7): a missing key fails
// here instead of showing an English fallback on a German page. Plural keys count by their base.
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
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
    expect({ missingInGerman: [...enKeys].filter((k) => !deKeys.has(k)), missingInEnglish: [...deKeys].filter((k) => !enKeys.has(k)) }).toEqual({ missingInGerman: [], missingInEnglish: [] });
  });

  it.each(['fr', 'it', 'tr', 'ar'])('%s translates only keys that exist in English', (language) => {
    for (const [ns, keys] of namespaces(language)) {
      const enKeys = en.get(ns) ?? new Set<string>();
      expect({ ns, unknown: [...keys].filter((k) => !enKeys.has(k)) }).toEqual({ ns, unknown: [] });
    }
  });

  // Beyond de/en, the public site's frame is translated: the shared texts every public page shows
  // (app, actions, footer, errors, connectivity notices), the consent banner, and each content
  // page's title, description and lead. Longer texts fall back to English key by key.
  const PUBLIC_COMMON_GROUPS = ['app.', 'actions.', 'footer.', 'errors.', 'connectivity.'];
  it.each(['fr', 'it', 'tr', 'ar'])('%s translates the public frame, the consent banner and the page titles', (language) => {
    const own = namespaces(language);
    const missing = (ns: string, filter: (key: string) => boolean) => [...(en.get(ns) ?? [])].filter(filter).filter((k) => !own.get(ns)?.has(k));
    expect({
      common: missing('common', (k) => PUBLIC_COMMON_GROUPS.some((g) => k.startsWith(g))),
      consent: missing('consent', () => true),
      content: missing('content', (k) => /^[a-zA-Z]+\.(title|meta|lead)$/.test(k)),
    }).toEqual({ common: [], consent: [], content: [] });
  });
});
