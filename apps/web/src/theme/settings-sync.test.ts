import { afterEach, describe, expect, it } from 'vitest';
import { applySettingsToDocument } from './settings-sync';

afterEach(() => {
  document.cookie = 'cs-display=; Path=/; Max-Age=0';
});

describe('applySettingsToDocument', () => {
  it('sets the attributes the colour variables hang on, and keeps them for the server in cs-display', () => {
    applySettingsToDocument({
      colorScheme: 'dark',
      contrast: 'high',
      primaryColor: 'purple',
      fontFamily: 'Inter Variable',
      direction: 'rtl',
    });
    const root = document.documentElement;
    expect(root.dir).toBe('rtl');
    expect(root.dataset.colorScheme).toBe('dark');
    expect(root.dataset.contrast).toBe('high');
    expect(root.dataset.primary).toBe('purple');
    expect(root.dataset.font).toBe('Inter Variable');
    expect(root.style.colorScheme).toBe('dark');
    expect(document.cookie).toContain(`cs-display=${encodeURIComponent('dark|high|purple|Inter Variable')}`);
  });

  it('touches no attribute that already has its value (the server painted them)', () => {
    const element = document.createElement('div');
    const settings = {
      colorScheme: 'light',
      contrast: 'default',
      primaryColor: 'default',
      fontFamily: 'Inter Variable',
      direction: 'ltr',
    } as const;
    applySettingsToDocument(settings, element);
    const changed: string[] = [];
    const observer = new MutationObserver((records) => changed.push(...records.map((r) => r.attributeName ?? '')));
    observer.observe(element, { attributes: true });
    applySettingsToDocument(settings, element);
    applySettingsToDocument({ ...settings, contrast: 'high' }, element);
    return new Promise<void>((resolve) => {
      queueMicrotask(() => {
        observer.disconnect();
        expect(changed).toEqual(['data-contrast']);
        resolve();
      });
    });
  });

  it('writes no cookie for an element other than the document', () => {
    const element = document.createElement('div');
    applySettingsToDocument(
      { colorScheme: 'light', contrast: 'default', primaryColor: 'default', fontFamily: 'system-ui', direction: 'ltr' },
      element,
    );
    expect(element.dataset.colorScheme).toBe('light');
    expect(document.cookie).not.toContain('cs-display');
  });
});
