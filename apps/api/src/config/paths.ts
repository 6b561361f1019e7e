import { existsSync } from 'node:fs';
import path from 'node:path';

/** The apps/api folder, whether this code runs from src/ (tsx, tests) or dist/ (the bundle). */
export function apiRoot(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the API's drizzle/ migrations folder above ${import.meta.dirname}`);
}

export const migrationsFolder = () => path.join(apiRoot(), 'drizzle');
