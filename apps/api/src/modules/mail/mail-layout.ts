// One simple, accessible layout for every mail: a heading, paragraphs, an optional code or button,
// and a footer with the venue. Text and HTML parts say the same.
import type { MailContent, MailContext } from './mail-templates';
import { wordsFor } from './mail-words';

const footers = {
  en: (venue: string) => `This message was sent by ${venue}.`,
  de: (venue: string) => `Diese Nachricht kommt von ${venue}.`,
  fr: (venue: string) => `Ce message vous est envoyé par ${venue}.`,
  it: (venue: string) => `Questo messaggio è stato inviato da ${venue}.`,
  tr: (venue: string) => `Bu mesaj ${venue} tarafından gönderildi.`,
  ar: (venue: string) => `أُرسلت هذه الرسالة من ${venue}.`,
  vi: (venue: string) => `Thư này được gửi từ ${venue}.`,
  zh: (venue: string) => `此邮件由 ${venue} 发送。`,
};

export interface LayoutInput {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code shown large (verification). */
  code?: string;
  action?: { label: string; url: string };
  /** Small print after the main part (e.g. "ignore this mail if it wasn't you"). */
  note?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function mailLayout(input: LayoutInput, context: MailContext): MailContent {
  const footer = wordsFor(context.locale, footers)(context.organizationName);
  const dir = context.locale === 'ar' ? 'rtl' : 'ltr';
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.code ? [input.code, ''] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.note ? [input.note, ''] : []),
    '--',
    footer,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${context.locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1c252e;background:#f4f6f8;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${input.code ? `<p style="font-size:32px;letter-spacing:6px;font-weight:bold;margin:24px 0">${escapeHtml(input.code)}</p>` : ''}
${input.action ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#00a76f;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(input.action.label)}</a></p><p style="font-size:12px;word-break:break-all">${escapeHtml(input.action.url)}</p>` : ''}
${input.note ? `<p style="font-size:13px;color:#637381">${escapeHtml(input.note)}</p>` : ''}
<hr style="border:none;border-top:1px solid #dfe3e8;margin:24px 0">
<p style="font-size:12px;color:#919eab">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject: input.subject, text, html };
}
