// Writes apps/web/src/ui/theme-vars.css: the light layer's colour variables for every display
// setting (dark mode, high contrast, the accent colours, the font), from the same palette the MUI
// theme uses (apps/web/src/theme/css-vars.ts). Static CSS instead of JavaScript at start-up;
// theme/settings-sync.ts only sets data attributes on <html>. theme-vars.test.ts fails when the
// file and the palette disagree. Run: npx tsx scripts/theme-css.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { themeVarsCss } from '../apps/web/src/theme/css-vars';

const file = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'src', 'ui', 'theme-vars.css');
writeFileSync(file, themeVarsCss());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
