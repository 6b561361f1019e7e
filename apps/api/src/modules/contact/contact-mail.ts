// The mail staff get for every contact-form message (sent to the organization's legal email, in the
// venue's language: docs/product.md#languages).
import { z } from 'zod';
import { defineMailTemplate, mailLayout, wordsFor } from '../mail';

type Words = {
  subject: (s: string) => string;
  from: (f: string) => string;
  cv: string;
  open: string;
  reply: (e: string) => string;
};

const words = {
  en: {
    subject: (s) => `Contact form: ${s}`,
    from: (f) => `From: ${f}`,
    cv: 'A CV (PDF) is attached in the dashboard.',
    open: 'Open in the dashboard',
    reply: (e) => `Reply directly to ${e}.`,
  },
  de: {
    subject: (s) => `Kontaktformular: ${s}`,
    from: (f) => `Von: ${f}`,
    cv: 'Ein Lebenslauf (PDF) liegt im Dashboard bei.',
    open: 'Im Dashboard öffnen',
    reply: (e) => `Antworte direkt an ${e}.`,
  },
  fr: {
    subject: (s) => `Formulaire de contact : ${s}`,
    from: (f) => `De : ${f}`,
    cv: 'Un CV (PDF) est joint dans le tableau de bord.',
    open: 'Ouvrir dans le tableau de bord',
    reply: (e) => `Répondez directement à ${e}.`,
  },
  it: {
    subject: (s) => `Modulo di contatto: ${s}`,
    from: (f) => `Da: ${f}`,
    cv: 'Un curriculum (PDF) è allegato nella dashboard.',
    open: 'Apri nella dashboard',
    reply: (e) => `Rispondi direttamente a ${e}.`,
  },
  tr: {
    subject: (s) => `İletişim formu: ${s}`,
    from: (f) => `Gönderen: ${f}`,
    cv: 'Özgeçmiş (PDF) panelde ekli.',
    open: 'Panelde aç',
    reply: (e) => `Doğrudan ${e} adresine yanıt verin.`,
  },
  ar: {
    subject: (s) => `نموذج التواصل: ${s}`,
    from: (f) => `من: ${f}`,
    cv: 'السيرة الذاتية (PDF) مرفقة في لوحة التحكم.',
    open: 'فتح في لوحة التحكم',
    reply: (e) => `رُدّ مباشرةً على ${e}.`,
  },
  vi: {
    subject: (s) => `Biểu mẫu liên hệ: ${s}`,
    from: (f) => `Từ: ${f}`,
    cv: 'Sơ yếu lý lịch (PDF) được đính kèm trong bảng điều khiển.',
    open: 'Mở trong bảng điều khiển',
    reply: (e) => `Trả lời trực tiếp tới ${e}.`,
  },
  zh: {
    subject: (s) => `联系表单：${s}`,
    from: (f) => `发件人：${f}`,
    cv: '简历（PDF）已附在管理后台中。',
    open: '在管理后台中打开',
    reply: (e) => `请直接回复 ${e}。`,
  },
} satisfies Record<string, Words>;

export const contactMessageTemplate = defineMailTemplate({
  name: 'contact.message',
  data: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    subject: z.string(),
    message: z.string(),
    /** An application with a CV: the CV itself is only in the dashboard (docs/product/content.md#jobs). */
    hasCv: z.boolean().optional(),
    dashboardUrl: z.string().optional(),
  }),
  render: (data, context) => {
    const w = wordsFor(context.locale, words);
    const from = `${data.name} <${data.email}>${data.phone ? `, ${data.phone}` : ''}`;
    return mailLayout(
      {
        subject: w.subject(data.subject),
        heading: data.subject,
        paragraphs: [w.from(from), ...data.message.split(/\n{2,}/), ...(data.hasCv ? [w.cv] : [])],
        ...(data.dashboardUrl ? { action: { label: w.open, url: data.dashboardUrl } } : {}),
        note: w.reply(data.email),
      },
      context,
    );
  },
});
