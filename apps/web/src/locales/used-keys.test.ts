// Every text key a component asks for by name exists where i18next will look for it: in the first
// namespace of the component's useTranslation (react-i18next's t looks only there), in a namespace
// named in the key (`booking:slot.pricePerPlace`), or in the layouts' fallback namespaces
// (i18n.ts fallbackNS). A key found nowhere is shown to the visitor as the key itself
// ("slot.pricePerPlace" on the come-together cards once their texts moved to booking-more).
// Keys built at run time (template strings, variables) are not checked here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMESPACES } from './i18n';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./en/*.json', { eager: true });
const english = new Map(
  Object.entries(files).map(([file, module]) => [path.basename(file, '.json'), module.default] as const),
);

/** Whether `key` (dots between levels) is in the namespace, a plural key counting by its base. */
function hasKey(namespace: string, key: string): boolean {
  let node: unknown = english.get(namespace);
  const parts = key.split('.');
  const last = parts.pop()!;
  for (const part of parts) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  if (!node || typeof node !== 'object') return false;
  return Object.keys(node).some((k) => k === last || k.startsWith(`${last}_`));
}

const sourceRoot = path.resolve(import.meta.dirname, '..');
const sources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
);

/** Each source file that translates, with the first namespace of its useTranslation and its literal keys. */
function usages(): { file: string; namespace: string; keys: string[] }[] {
  const out: { file: string; namespace: string; keys: string[] }[] = [];
  for (const file of sources) {
    const text = readFileSync(path.join(sourceRoot, file), 'utf8');
    const calls = [...text.matchAll(/useTranslation\((\[[^\]]*\]|'[^']*')?/g)];
    if (calls.length === 0) continue;
    const firsts = new Set(calls.map((call) => /'([^']+)'/.exec(call[1] ?? "'common'")?.[1]));
    // A file whose components start from different namespaces (or a namespace in a variable) is
    // not attributed here.
    if (firsts.size !== 1 || firsts.has(undefined)) continue;
    const keys = [...text.matchAll(/\bt\('([^'$`{}]+)'/g)].map((match) => match[1]!);
    out.push({ file, namespace: [...firsts][0]!, keys });
  }
  return out;
}

describe('text keys asked for by name', () => {
  const found = usages();

  it('finds the components that translate', () => {
    expect(found.length).toBeGreaterThan(100);
  });

  it('every literal key is in the namespace t looks in, one named in the key, or a fallback namespace', () => {
    const missing: string[] = [];
    for (const { file, namespace, keys } of found) {
      for (const key of keys) {
        const [named, rest] = key.includes(':') ? key.split(':', 2) : [undefined, key];
        const places = named ? [named] : [namespace, ...LAYOUT_NAMESPACES];
        if (!places.some((ns) => hasKey(ns, rest!))) missing.push(`${file}: ${key} (looked in ${places.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
