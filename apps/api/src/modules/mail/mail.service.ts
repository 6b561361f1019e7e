// Outgoing mail. queueMail writes the rendered mail into the outbox inside the caller's
// transaction, so a mail exists exactly when the change that caused it committed.
// The sender job (mail.sender.ts) delivers it when SMTP_URL is set.
import { supportedLocales } from '@courtside/core/auth-schemas';
import type { SupportedLocale } from '@courtside/core/auth-schemas';
import type { DbOrTx } from '../../db/client';
import type { MailAttachment } from '../../db/schema/auth';
import { mailRepository } from './mail.repository';
import type { OutboxRow } from './mail.repository';
import { renderMail } from './mail-templates';

export interface QueueMailInput {
  organizationId: string;
  to: string;
  /** The recipient's language; anything but de/en falls back to en (docs/product.md#languages fallback). */
  locale: string;
  /** A name registered with defineMailTemplate (its file must be imported by the caller). */
  template: string;
  data: Record<string, unknown>;
  attachments?: MailAttachment[];
}

export function mailLocale(locale: string | null | undefined): SupportedLocale {
  const short = (locale ?? '').slice(0, 2).toLowerCase();
  return (supportedLocales as readonly string[]).includes(short) ? (short as SupportedLocale) : 'en';
}

export async function queueMail(tx: DbOrTx, input: QueueMailInput): Promise<OutboxRow> {
  const locale = mailLocale(input.locale);
  const organizationName = (await mailRepository.organizationName(tx, input.organizationId)) ?? 'Courtside';
  const content = renderMail(input.template, input.data, { locale, organizationName });
  return mailRepository.insert(tx, {
    organizationId: input.organizationId,
    to: input.to,
    locale,
    template: input.template,
    subject: content.subject,
    text: content.text,
    html: content.html,
    attachments: input.attachments ?? [],
    sensitive: content.sensitive,
    status: 'pending',
  });
}
