// Which translation files a visitor downloads: German is complete, so it needs no English
// fallback; fr, it, tr and ar translate the public site and the staff dashboard, and any text a
// language lacks falls back to English key by key.
import { describe, expect, it } from 'vitest';
import enCommon from './en/common.json';
import { firstScreenNamespaces, i18next, i18nReady } from './i18n';
import { chooseLanguage } from './languages';

describe('i18n resources', () => {
  it('loads only the German files for a German visitor', async () => {
    await i18nReady;
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('events');
    expect(i18next.hasResourceBundle('de', 'events')).toBe(true);
    // The languages a German page looks texts up in, and so downloads: German alone. (The test files
    // share one i18next, so whether another file loaded English already says nothing here.)
    expect(i18next.languages).toEqual(['de']);
    expect(i18next.t('app.skipToContent')).not.toBe(enCommon.app.skipToContent);
  });

  // Every namespace is translated in every language now, so the fallback is checked with a bundle
  // that exists only in English.
  const fallbackTest = { onlyInEnglish: 'Only in English' };

  it('falls back to English for what French does not translate', async () => {
    i18next.addResourceBundle('en', 'fallback-test', fallbackTest);
    await i18next.changeLanguage('fr');
    expect(i18next.getResource('fr', 'fallback-test', 'onlyInEnglish')).toBeUndefined();
    // fr has no such text: it comes from English.
    expect(i18next.t('fallback-test:onlyInEnglish')).toBe(fallbackTest.onlyInEnglish);
  });

  it('isolates English fallback texts left to right on an Arabic page, not Arabic texts', async () => {
    i18next.addResourceBundle('en', 'fallback-test', fallbackTest);
    await i18next.changeLanguage('ar');
    await i18next.loadNamespaces(['management', 'dashboard', 'booking']);
    // ar has no such text: the English one comes wrapped in LRI … PDI.
    expect(i18next.t('fallback-test:onlyInEnglish')).toBe(`\u2066${fallbackTest.onlyInEnglish}\u2069`);
    expect(i18next.t('booking:title')).not.toMatch(/[\u2066\u2069]/);
    expect(i18next.t('dashboard:common.reset')).not.toMatch(/[\u2066\u2069]/);
    expect(i18next.t('management:loading')).not.toMatch(/[\u2066\u2069]/);
    await i18next.changeLanguage('fr');
    expect(i18next.t('fallback-test:onlyInEnglish')).toBe(fallbackTest.onlyInEnglish);
  });
});

describe('chooseLanguage', () => {
  it('takes the stored choice, else the first preferred language we have, else English', () => {
    expect(chooseLanguage('ar', ['de-DE'])).toBe('ar');
    expect(chooseLanguage('xx', ['nl-NL', ' de-DE', 'fr'])).toBe('de');
    expect(chooseLanguage(null, ['nl', undefined])).toBe('en');
  });
});

describe('first-screen namespaces', () => {
  it('asks for the namespaces of the public page being opened, none for dashboard and sign-in', () => {
    expect(firstScreenNamespaces('/booking')).toEqual(['consent', 'booking']);
    expect(firstScreenNamespaces('/events')).toEqual(['consent', 'events']);
    expect(firstScreenNamespaces('/events/koeln-beach-cup')).toEqual(['consent', 'events']);
    expect(firstScreenNamespaces('/')).toEqual(['consent', 'home']);
    expect(firstScreenNamespaces('/booking/checkout')).toEqual(['consent', 'checkout']);
    expect(firstScreenNamespaces('/pay/abc')).toEqual(['consent', 'checkout']);
    expect(firstScreenNamespaces('/payment')).toEqual(['consent', 'checkout']);
    expect(firstScreenNamespaces('/dashboard')).toEqual(['dashboard']);
    expect(firstScreenNamespaces('/dashboard/book')).toEqual(['dashboard', 'dashboard-more', 'account']);
    expect(firstScreenNamespaces('/auth/jwt/sign-in')).toEqual(['home', 'account']);
  });

  it('says a full come-together session is full, not "0 places left"', async () => {
    for (const [language, full] of [
      ['de', 'ausgebucht'],
      ['en', 'fully booked'],
    ] as const) {
      await i18next.changeLanguage(language);
      // The sessions tab's texts load with it (booking-more, docs/decisions/020-booking-start-up.md).
      await i18next.loadNamespaces('booking-more');
      expect(i18next.t('booking-more:session.placesLeft', { count: 0 })).toBe(full);
      expect(i18next.t('booking-more:session.placesLeft', { count: 2 })).toMatch(/2/);
    }
  });
});
