import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordSchema, verificationBodySchema } from '@courtside/core/auth-schemas';
import { i18next, i18nReady } from '../../locales/i18n';
import { zodFormResolver } from './zod-resolver';

async function errorsFor(
  schema: z.ZodType<unknown, Record<string, unknown>>,
  values: Record<string, unknown>,
  language: string,
) {
  await i18nReady;
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces('common');
  const resolver = zodFormResolver(schema, i18next.t);
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([key, error]) => [key, (error as { message: string }).message]),
  );
}

describe('zodFormResolver', () => {
  it('translates the shared schemas’ issues (en)', async () => {
    expect(await errorsFor(verificationBodySchema, { email: '', code: '12ab' }, 'en')).toEqual({
      email: 'This field is required',
      code: 'Enter the 6 digits from the mail',
    });
    expect(await errorsFor(z.object({ password: passwordSchema }), { password: 'short' }, 'en')).toEqual({
      password: 'Use at least 8 characters',
    });
  });

  it('translates them to German', async () => {
    expect(await errorsFor(verificationBodySchema, { email: 'nope', code: '123456' }, 'de')).toEqual({
      email: 'Gib eine gültige E-Mail-Adresse ein',
    });
    const matching = z
      .object({ a: z.string(), b: z.string() })
      .refine((v) => v.a === v.b, { path: ['b'], message: 'validation.passwordsMatch' });
    expect(await errorsFor(matching, { a: 'x', b: 'y' }, 'de')).toEqual({
      b: 'Die Passwörter stimmen nicht überein',
    });
  });

  it('passes valid values through the schema (trimmed, lower-cased email)', async () => {
    await i18nReady;
    const resolver = zodFormResolver(verificationBodySchema, i18next.t);
    const result = await resolver({ email: ' Clara@Example.com ', code: '123456' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.values).toEqual({ email: 'clara@example.com', code: '123456' });
  });
});
