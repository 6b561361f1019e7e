// Every management key the mail screen uses exists in English and German (the shared check in
// shared/management-locales.test.ts does not walk this folder).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/management.json';
import en from '../../../locales/en/management.json';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? files(path)
      : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)
        ? [path]
        : [];
  });
}

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of files(__dirname)) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) keys.add(m[1]!);
    // Template keys over the status lists: t(`mail.outboxStatuses.${s}`)
    for (const m of source.matchAll(/\bt\(`(mail\.(?:outboxStatuses|contactStatuses|tabs))\.\$\{/g))
      keys.add(`${m[1]}.*`);
  }
  return [...keys];
}

const has = (all: Set<string>, key: string) =>
  key.endsWith('.*') ? [...all].some((k) => k.startsWith(key.slice(0, -1))) : all.has(key) || all.has(`${key}_other`);

describe('mail screen translations', () => {
  const enKeys = new Set(flatten(en));
  const deKeys = new Set(flatten(de));

  it('has every key the screen uses, in English and German', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((k) => !has(enKeys, k))).toEqual([]);
    expect(used.filter((k) => !has(deKeys, k))).toEqual([]);
  });

  it('names every outbox and contact status in both languages', () => {
    for (const s of ['pending', 'sending', 'sent', 'failed', 'stored'])
      for (const keys of [enKeys, deKeys]) expect(keys.has(`mail.outboxStatuses.${s}`)).toBe(true);
    for (const s of ['new', 'read', 'answered'])
      for (const keys of [enKeys, deKeys]) expect(keys.has(`mail.contactStatuses.${s}`)).toBe(true);
    expect([...enKeys].filter((k) => k.startsWith('mail.') && !deKeys.has(k))).toEqual([]);
    expect([...deKeys].filter((k) => k.startsWith('mail.') && !enKeys.has(k))).toEqual([]);
  });
});
