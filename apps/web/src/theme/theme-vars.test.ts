import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, PRIMARY_COLORS } from '../settings/settings-config';
import type { ColorScheme, Contrast } from '../settings/settings-config';
import { themeCssVars, themeVarsCss } from './css-vars';

/** The rules of the CSS file: required data attributes and the variables they set, in order. */
function parse(text: string) {
  return [...text.matchAll(/:root((?:\[[\w-]+="[^"]*"\])*)\s*\{([^}]*)\}/g)].map(([, attrs = '', body = '']) => ({
    when: Object.fromEntries([...attrs.matchAll(/\[([\w-]+)="([^"]*)"\]/g)].map(([, name, value]) => [name, value])),
    vars: Object.fromEntries(
      [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim()]),
    ),
  }));
}

// Read from disk: Vitest hands CSS imports over empty.
const css = readFileSync(path.join(import.meta.dirname, '..', 'ui', 'theme-vars.css'), 'utf8');

describe('ui/theme-vars.css', () => {
  it('is what scripts/theme-css.ts writes from the palette today (run it after changing the palette)', () => {
    expect(css).toBe(themeVarsCss());
  });

  it('gives every combination of settings the palette’s colours', () => {
    const rules = parse(css);
    expect(rules.length).toBeGreaterThan(5);
    for (const colorScheme of ['light', 'dark'] as ColorScheme[]) {
      for (const contrast of ['default', 'high'] as Contrast[]) {
        for (const primaryColor of PRIMARY_COLORS) {
          for (const fontFamily of FONT_FAMILIES) {
            const attributes: Record<string, string> = {
              'data-color-scheme': colorScheme,
              'data-contrast': contrast,
              'data-primary': primaryColor,
              'data-font': fontFamily,
            };
            const resolved: Record<string, string> = {};
            for (const rule of rules) {
              if (Object.entries(rule.when).every(([name, value]) => attributes[name] === value))
                Object.assign(resolved, rule.vars);
            }
            expect(resolved, `${colorScheme} ${contrast} ${primaryColor} ${fontFamily}`).toEqual(
              themeCssVars({ colorScheme, contrast, primaryColor, fontFamily }),
            );
          }
        }
      }
    }
  });
});
