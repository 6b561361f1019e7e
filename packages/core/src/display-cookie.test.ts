import { describe, expect, it } from 'vitest';
import { encodeDisplayCookie, parseDisplayCookie } from './display-cookie';

describe('display cookie', () => {
  it('reads back what it wrote', () => {
    const settings = {
      colorScheme: 'dark',
      contrast: 'high',
      primaryColor: 'purple',
      fontFamily: 'Inter Variable',
    } as const;
    expect(parseDisplayCookie(encodeDisplayCookie(settings))).toEqual(settings);
  });

  it('refuses anything else', () => {
    for (const value of [
      undefined,
      '',
      'dark|high|purple',
      'dark|"><script>|x|y',
      'pink|default|cyan|system-ui',
      'dark|high|purple|Inter|extra',
    ]) {
      expect(parseDisplayCookie(value), String(value)).toBeNull();
    }
  });
});
