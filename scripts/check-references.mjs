// The repository documents itself: no file may point a reader to documents outside it or to
// tracker items, every `docs/….md` file it names must exist, and every `docs/product.md#anchor` it
// cites must exist. Run by `npm run lint`.
// Exits 1 and lists the lines when something is wrong.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = 'scripts/check-references.mjs';
const textFile = /\.(ts|tsx|js|mjs|cjs|jsx|css|md|sql|html|json|yml|yaml|sh|txt)$/;

// Built from parts so this file does not match itself.
const outside = new RegExp(
  [
    ['SPEC', 'DESIGN', 'CONVENTIONS'].map((name) => `\\b${name}\\.md\\b`).join('|'),
    '\\.\\./shared\\b',
    `\\b[Ii]ssue ${'[0-9]'}+`,
  ].join('|'),
);
// Imports of the web's own folder sections/dashboard/shared are code, not references.
const importLine = /^\s*(?:import|export)\b.*\bfrom\s+['"]|^\s*}\s*from\s+['"]|\bimport\(\s*['"]/;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    anchors.add(slug);
  }
  return anchors;
}

export function findProblems(files, read, anchorsOf, exists = () => true) {
  const problems = [];
  const cited = /docs\/(product|ARCHITECTURE)\.md#([\w-]+)/g;
  const named = /\bdocs\/[\w./-]+?\.md\b/g;
  for (const file of files) {
    const text = read(file);
    if (text === null) continue;
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      if (outside.test(line) && !importLine.test(line)) {
        problems.push(`${file}:${i + 1}: cites a document outside the repository or a tracker item: ${line.trim()}`);
      }
      for (const [doc] of line.matchAll(named)) {
        if (!exists(doc)) problems.push(`${file}:${i + 1}: ${doc} is not in the repository`);
      }
      for (const [, doc, anchor] of line.matchAll(cited)) {
        if (!anchorsOf(doc).has(anchor)) problems.push(`${file}:${i + 1}: docs/${doc}.md has no section #${anchor}`);
      }
    });
  }
  return problems;
}

function main() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && f !== self && f !== 'package-lock.json' && (textFile.test(f) || f === '.ci/run'));
  const read = (file) => {
    try {
      return readFileSync(path.join(root, file), 'utf8');
    } catch {
      return null; // deleted in the work tree but still in the index
    }
  };
  const cache = new Map();
  const anchorsOf = (doc) => {
    if (!cache.has(doc)) cache.set(doc, headingAnchors(read(`docs/${doc}.md`) ?? ''));
    return cache.get(doc);
  };
  const listed = new Set(files);
  const problems = findProblems(files, read, anchorsOf, (doc) => listed.has(doc));
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(
      `\n${problems.length} reference problem(s). Cite docs/product.md#<section>, docs/ARCHITECTURE.md or an ADR, or say the reason in place.`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
