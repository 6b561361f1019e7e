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

/** What a deferred mail renders to: its template data and attachments. */
export interface DeferredContent {
  data: Record<string, unknown>;
  attachments: MailAttachment[];
  /** The sender's name when the renderer read it anyway (saves the lookup below). */
  organizationName?: string;
}

/** Builds a deferred mail's content after its transaction committed (registered by the owning module). */
export type DeferredRenderer = (db: DbOrTx, mail: OutboxRow) => Promise<DeferredContent>;

const deferredRenderers = new Map<string, DeferredRenderer>();

export function defineDeferredRenderer(template: string, render: DeferredRenderer): void {
  deferredRenderers.set(template, render);
}

/**
 * Queues a mail whose content needs what the transaction writes last (the invoice number):
 * an outbox row with `pendingRender`, rendered by renderDeferredMail after the commit. Neither the
 * sender job nor the no-SMTP store touches it before then.
 */
export async function queueDeferredMail(
  tx: DbOrTx,
  input: Omit<QueueMailInput, 'data' | 'attachments'> & { invoiceId: string; pending: Record<string, unknown> },
): Promise<void> {
  await mailRepository.insert(tx, {
    organizationId: input.organizationId,
    to: input.to,
    locale: mailLocale(input.locale),
    template: input.template,
    subject: '',
    text: '',
    html: '',
    attachments: [],
    status: 'pending',
    invoiceId: input.invoiceId,
    pendingRender: input.pending,
  });
}

/**
 * Renders the mails waiting for it: those of one order (the request that completed it, right after
 * its commit) or the oldest ones (the mail job). Rendering (an invoice PDF) runs outside any
 * transaction; the row is written only if nobody rendered it meanwhile, so two renderers at once
 * cost work, never a wrong mail. Answers how many this call wrote.
 */
export async function renderDeferredMail(
  db: DbOrTx,
  options: { orderId?: string; limit?: number } = {},
): Promise<number> {
  let rendered = 0;
  for (const mail of await mailRepository.unrendered(db, options.limit ?? 20, options.orderId)) {
    const render = deferredRenderers.get(mail.template);
    if (!render) throw new Error(`No deferred renderer for mail template ${mail.template}`);
    const { data, attachments, organizationName: known } = await render(db, mail);
    const organizationName =
      known || (mail.organizationId && (await mailRepository.organizationName(db, mail.organizationId))) || 'Courtside';
    const content = renderMail(mail.template, data, { locale: mailLocale(mail.locale), organizationName });
    const written = await mailRepository.completeRender(db, mail.id, {
      subject: content.subject,
      text: content.text,
      html: content.html,
      sensitive: content.sensitive,
      attachments,
    });
    if (written) rendered++;
  }
  return rendered;
}
