// react-hook-form resolver for the zod schemas shared with the API (docs/ARCHITECTURE.md#conventions).
// The schemas carry English messages for API clients; the form shows translated ones, chosen
// from the issue's code and limits, so both sides keep one set of rules.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

export function translateIssue(issue: Issue, value: unknown, t: TFunction): string {
  const field = String(issue.path[0] ?? '');
  const isEmpty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (isEmpty && issue.code !== 'custom') return t('validation.required');
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('validation.required')
        : t('validation.minLength', { count: Number(issue.minimum) });
    case 'too_big':
      return t('validation.maxLength', { count: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      return t(`validation.format.${field}`, { defaultValue: t('validation.invalid') });
    case 'custom':
      // Refinements written for the web put a translation key into the message.
      return t(issue.message, { defaultValue: t('validation.invalid') });
    default:
      return t('validation.invalid');
  }
}

export function zodFormResolver<TValues extends FieldValues>(
  schema: z.ZodType<unknown, TValues>,
  t: TFunction,
): Resolver<TValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as TValues, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      if (!name || errors[name]) continue;
      errors[name] = {
        type: issue.code,
        message: translateIssue(issue, (values as Record<string, unknown>)[name], t),
      };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
