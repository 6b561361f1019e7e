// Mails when money is taken back (docs/product/payments.md#when-a-debit-fails): the customer learns that the
// direct debit failed or was charged back and what that means for the booking; staff (the venue's
// inbox) learn the same with the open debt to collect. German and English; other languages read English.
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
    debt: (a) => `Open debt: ${a} (Payments → open debts in the dashboard).`,
    order: (id) => `Order ${id}`,
  },
  de: {
    subject: (c) => `Lastschrift zurückgegeben: ${c}`,
    failed: (a, c) => `Die Lastschrift über ${a} von ${c} ist fehlgeschlagen.`,
    chargeback: (a, c, r) => `${c} hat ${a} zurückgebucht (Grund: ${r}).`,
    released: 'Die noch nicht gespielten Termine wurden storniert und die Plätze freigegeben.',
    debt: (a) => `Offene Forderung: ${a} (Zahlungen → offene Forderungen im Dashboard).`,
    order: (id) => `Bestellung ${id}`,
  },
} satisfies { en: StaffWords; de: StaffWords };

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
