// The registry of mail templates. Each template is one file under templates/ (or in the module that
// sends it) calling defineMailTemplate at import time; the sending module imports that file.
import type { z } from 'zod';
import type { SupportedLocale } from '@courtside/core/auth-schemas';
import { AppError } from '../../lib/app-error';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  locale: SupportedLocale;
  organizationName: string;
}

export interface MailTemplate<Schema extends z.ZodType = z.ZodType> {
  name: string;
  /** The mail carries a sign-in secret (code, reset link): the outbox hides its body from staff. */
  sensitive?: boolean;
  data: Schema;
  render: (data: z.infer<Schema>, context: MailContext) => MailContent;
}

const templates = new Map<string, MailTemplate>();

export function defineMailTemplate<Schema extends z.ZodType>(template: MailTemplate<Schema>): MailTemplate<Schema> {
  templates.set(template.name, template as unknown as MailTemplate);
  return template;
}

export function renderMail(name: string, data: unknown, context: MailContext): MailContent & { sensitive: boolean } {
  const template = templates.get(name);
  // A programming error (template file not imported), not bad user input.
  if (!template) throw new Error(`Unknown mail template "${name}": import its file before queueing it`);
  const parsed = template.data.safeParse(data);
  if (!parsed.success) throw new AppError('INTERNAL', `Mail template ${name} got invalid data`, parsed.error.issues);
  return { ...template.render(parsed.data, context), sensitive: template.sensitive ?? false };
}

export function registeredMailTemplates(): string[] {
  return [...templates.keys()].sort();
}
