// Every static management key used by the management screens exists in English and German, and
// both files hold the same keys (de + en complete).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/management.json';
import en from '../../../locales/en/management.json';

const sectionDirs = [
  'venue',
  'coupons',
  'dynamic-slots',
  'users',
  'permissions',
  'orders',
  'invoices',
  'analytics',
  'banking',
  'shared',
].map((d) => join(__dirname, '..', d));

function files(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory()
        ? files(path)
        : /\.tsx?$/.test(name) && !name.endsWith('.test.ts')
          ? [path]
          : [];
    });
  } catch {
    return [];
  }
}

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sectionDirs.flatMap(files)) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes("useTranslation('management')") && !source.includes('management:')) continue;
    for (const m of source.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
    for (const m of source.matchAll(/'management:([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
  }
  return [...keys];
}

// i18next plural forms: a key "x" is present when "x_one"/"x_other" are.
const has = (all: Set<string>, key: string) => all.has(key) || all.has(`${key}_other`);

describe('management translations', () => {
  const enKeys = new Set(flatten(en));
  const deKeys = new Set(flatten(de));

  it('has every key used in the screens, in English and German', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((k) => !has(enKeys, k))).toEqual([]);
    expect(used.filter((k) => !has(deKeys, k))).toEqual([]);
  });

  it('has the same keys in both languages', () => {
    expect([...enKeys].filter((k) => !deKeys.has(k))).toEqual([]);
    expect([...deKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });
});
