// Mails when money is taken back (docs/product/payments.md#when-a-debit-fails): the customer learns that the
// direct debit failed or was charged back and what that means for the booking; staff (the venue's
// inbox) learn the same with the open debt to collect. Staff mails in every account language
// (docs/product.md#languages); the customer's in German and English, other languages read English.
import { z } from 'zod';
import { defineMailTemplate, mailLayout, wordsFor } from '../mail';

type CustomerWords = {
  subject: string;
  failed: (amount: string) => string;
  chargeback: (amount: string) => string;
  released: string;
  debt: (amount: string) => string;
  contact: string;
};

const customerWords = {
  en: {
    subject: 'Your direct debit could not be collected',
    failed: (a) => `Your bank did not pay the direct debit of ${a}.`,
    chargeback: (a) => `Your bank took back the direct debit of ${a}.`,
    released: 'The booking has been cancelled and the court released.',
    debt: (a) => `${a} is still owed for dates already played. Please pay at the venue or get in touch.`,
    contact: 'If this is a mistake, please contact the venue.',
  },
  de: {
    subject: 'Deine Lastschrift konnte nicht eingezogen werden',
    failed: (a) => `Deine Bank hat die Lastschrift über ${a} nicht eingelöst.`,
    chargeback: (a) => `Deine Bank hat die Lastschrift über ${a} zurückgebucht.`,
    released: 'Die Buchung wurde storniert und der Platz freigegeben.',
    debt: (a) => `Für bereits gespielte Termine sind noch ${a} offen. Bitte zahle vor Ort oder melde dich bei uns.`,
    contact: 'Falls das ein Irrtum ist, melde dich bitte bei uns.',
  },
} satisfies { en: CustomerWords; de: CustomerWords };

export const debitFailedTemplate = defineMailTemplate({
  name: 'payment.debit-failed',
  data: z.object({
    reason: z.enum(['debit_failed', 'chargeback']),
    amount: z.string(),
    released: z.boolean(),
    debt: z.string().optional(),
  }),
  render: (data, context) => {
    const w = wordsFor(context.locale, customerWords);
    return mailLayout(
      {
        subject: w.subject,
        heading: w.subject,
        paragraphs: [
          data.reason === 'chargeback' ? w.chargeback(data.amount) : w.failed(data.amount),
          ...(data.released ? [w.released] : []),
          ...(data.debt ? [w.debt(data.debt)] : []),
        ],
        note: w.contact,
      },
      context,
    );
  },
});

type StaffWords = {
  subject: (customer: string) => string;
  failed: (amount: string, customer: string) => string;
  chargeback: (amount: string, customer: string, reason: string) => string;
  released: string;
  debt: (amount: string) => string;
  order: (id: string) => string;
};

const staffWords = {
  en: {
    subject: (c) => `Direct debit returned: ${c}`,
    failed: (a, c) => `The direct debit of ${a} from ${c} failed.`,
    chargeback: (a, c, r) => `${c} charged back ${a} (reason: ${r}).`,
    released: 'The dates not yet played were cancelled and the courts released.',
    debt: (a) => `Open debt: ${a} (dashboard: Orders → open debts).`,
    order: (id) => `Order ${id}`,
  },
  de: {
    subject: (c) => `Lastschrift zurückgegeben: ${c}`,
    failed: (a, c) => `Die Lastschrift über ${a} von ${c} ist fehlgeschlagen.`,
    chargeback: (a, c, r) => `${c} hat ${a} zurückgebucht (Grund: ${r}).`,
    released: 'Die noch nicht gespielten Termine wurden storniert und die Plätze freigegeben.',
    debt: (a) => `Offene Forderung: ${a} (Dashboard: Bestellungen → offene Forderungen).`,
    order: (id) => `Bestellung ${id}`,
  },
  fr: {
    subject: (c) => `Prélèvement rejeté : ${c}`,
    failed: (a, c) => `Le prélèvement de ${a} de ${c} a échoué.`,
    chargeback: (a, c, r) => `${c} a contesté ${a} (motif : ${r}).`,
    released: 'Les dates non encore jouées ont été annulées et les terrains libérés.',
    debt: (a) => `Créance ouverte : ${a} (tableau de bord : Commandes → créances ouvertes).`,
    order: (id) => `Commande ${id}`,
  },
  it: {
    subject: (c) => `Addebito diretto respinto: ${c}`,
    failed: (a, c) => `L’addebito diretto di ${a} da ${c} non è andato a buon fine.`,
    chargeback: (a, c, r) => `${c} ha stornato ${a} (motivo: ${r}).`,
    released: 'Le date non ancora giocate sono state annullate e i campi liberati.',
    debt: (a) => `Credito aperto: ${a} (dashboard: Ordini → crediti aperti).`,
    order: (id) => `Ordine ${id}`,
  },
  tr: {
    subject: (c) => `Otomatik ödeme iade edildi: ${c}`,
    failed: (a, c) => `${c} hesabından ${a} tutarındaki otomatik ödeme başarısız oldu.`,
    chargeback: (a, c, r) => `${c}, ${a} tutarını geri aldı (neden: ${r}).`,
    released: 'Henüz oynanmamış tarihler iptal edildi ve kortlar serbest bırakıldı.',
    debt: (a) => `Açık alacak: ${a} (panel: Siparişler → açık alacaklar).`,
    order: (id) => `Sipariş ${id}`,
  },
  ar: {
    subject: (c) => `أُعيد الخصم المباشر: ${c}`,
    failed: (a, c) => `فشل الخصم المباشر بمبلغ ${a} من ${c}.`,
    chargeback: (a, c, r) => `استرد ${c} مبلغ ${a} (السبب: ${r}).`,
    released: 'أُلغيت المواعيد التي لم تُلعب بعد وحُرّرت الملاعب.',
    debt: (a) => `دين مفتوح: ${a} (لوحة التحكم: الطلبات ← الديون المفتوحة).`,
    order: (id) => `الطلب ${id}`,
  },
  vi: {
    subject: (c) => `Ghi nợ trực tiếp bị trả lại: ${c}`,
    failed: (a, c) => `Khoản ghi nợ trực tiếp ${a} từ ${c} đã thất bại.`,
    chargeback: (a, c, r) => `${c} đã đòi lại ${a} (lý do: ${r}).`,
    released: 'Các buổi chưa chơi đã bị hủy và sân đã được giải phóng.',
    debt: (a) => `Khoản nợ mở: ${a} (bảng điều khiển: Đơn hàng → khoản nợ mở).`,
    order: (id) => `Đơn hàng ${id}`,
  },
  zh: {
    subject: (c) => `直接借记被退回：${c}`,
    failed: (a, c) => `${c} 的 ${a} 直接借记失败。`,
    chargeback: (a, c, r) => `${c} 退回了 ${a}（原因：${r}）。`,
    released: '尚未进行的场次已取消，场地已释放。',
    debt: (a) => `未结欠款：${a}（管理后台 → 订单 → 未结欠款）。`,
    order: (id) => `订单 ${id}`,
  },
} satisfies Record<string, StaffWords> & { en: StaffWords };

export const debitStaffTemplate = defineMailTemplate({
  name: 'payment.debit-staff',
  data: z.object({
    reason: z.enum(['debit_failed', 'chargeback']),
    customer: z.string(),
    amount: z.string(),
    disputeReason: z.string().optional(),
    released: z.boolean(),
    debt: z.string().optional(),
    orderId: z.string(),
  }),
  render: (data, context) => {
    const w = wordsFor(context.locale, staffWords);
    return mailLayout(
      {
        subject: w.subject(data.customer),
        heading: w.subject(data.customer),
        paragraphs: [
          data.reason === 'chargeback'
            ? w.chargeback(data.amount, data.customer, data.disputeReason ?? '')
            : w.failed(data.amount, data.customer),
          ...(data.released ? [w.released] : []),
          ...(data.debt ? [w.debt(data.debt)] : []),
        ],
        note: w.order(data.orderId),
      },
      context,
    );
  },
});
