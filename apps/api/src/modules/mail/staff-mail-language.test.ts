// Mails to staff follow the account's language in all eight languages (docs/product.md#languages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedLocales } from '@courtside/core/auth-schemas';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import '../chat/chat-mail';
import '../contact/contact-mail';
import { renderMail } from './mail-templates';
import './index';

const samples: Record<string, Record<string, unknown>> = {
  'auth.invitation': { name: 'Lea', url: 'https://venue.example/invite?token=t1', days: 7 },
  'auth.reset-password': { name: 'Lea', url: 'https://venue.example/reset?token=t2', minutes: 30 },
  'auth.password-changed': { name: 'Lea', resetUrl: 'https://venue.example/reset' },
  'chat.new-message': { name: 'Lea', from: 'Gina Gast', preview: 'Ist Platz 3 bespielbar?', url: 'https://x/c' },
  'contact.message': { name: 'Gina', email: 'gina@example.org', subject: 'Turnier', message: 'Hallo!' },
};

describe('staff mails in every account language', () => {
  for (const [template, data] of Object.entries(samples)) {
    it(`${template}: its own words in each language, the data in every one, Arabic right to left`, () => {
      const rendered = supportedLocales.map((locale) => ({
        locale,
        mail: renderMail(template, data, { locale, organizationName: 'BeachSide Köln' }),
      }));
      const english = rendered.find((r) => r.locale === 'en')!.mail;
      for (const { locale, mail } of rendered) {
        expect(mail.html).toContain(`lang="${locale}"`);
        expect(mail.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
        for (const value of Object.values(data)) expect(mail.text).toContain(String(value));
        if (locale !== 'en') {
          expect(mail.subject, locale).not.toBe(english.subject);
          // The footer is translated too.
          expect(mail.text.split('\n').at(-1), locale).not.toBe(english.text.split('\n').at(-1));
        }
      }
      // Eight languages, eight different texts.
      expect(new Set(rendered.map((r) => r.mail.text)).size).toBe(supportedLocales.length);
    });
  }
});

describe("an account's language", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('is chosen on the account (any of the eight, else 400) and the reset mail follows it', async () => {
    const staff = await loginAs(t.app, 'staff@example.com');
    const patch = (locale: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: staff.headers, payload: { locale } });
    expect((await patch('xx')).statusCode).toBe(400);
    const saved = await patch('tr');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.locale).toBe('tr');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sentlink',
      payload: { email: 'staff@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const rows = await t.database.query(
      `select subject, locale, text from outbox_mails where "to" = 'staff@example.com' and template = 'auth.reset-password'`,
    );
    expect(rows.rows).toEqual([expect.objectContaining({ locale: 'tr', subject: 'Şifrenizi sıfırlayın' })]);
  });
});
