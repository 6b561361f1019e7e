// The invoice as a PDF (pdfkit): seller, buyer, number and date, a line per booking, the service
// fee, VAT per line and in total. Plain A4, the built-in Helvetica (no font downloads). pdfkit loads
// with the first PDF, not at start-up (docs/decisions/016-start-up-time.md).
import { formatCents } from '@courtside/core/money';
import type PDFKitDocument from 'pdfkit';
import type { InvoiceRow } from './invoice.repository';

/** A euro amount in cents for 'de' (de-DE) or any other locale (en-GB). */
export const euro = (cents: number, locale: string): string =>
  formatCents(cents, locale === 'de' || locale === 'de-DE' ? 'de-DE' : 'en-GB');

const methodLabels: Record<string, [string, string]> = {
  credit_card: ['Kreditkarte', 'Credit card'],
  bank_transfer: ['Überweisung', 'Bank transfer'],
  cash: ['Bar', 'Cash'],
  coupon: ['Gutschein', 'Voucher / coupon'],
  online: ['Online-Zahlung', 'Online payment'],
  Sofort: ['Sofort', 'Sofort'],
  paypal: ['PayPal', 'PayPal'],
};
const methodLabel = (method: string, de: boolean) => methodLabels[method]?.[de ? 0 : 1] ?? method;

type PdfDocument = InstanceType<typeof PDFKitDocument>;

/** What useStandardFont touches of a pdfkit document besides its public API. */
interface FontInternals {
  _fontFamilies: Record<string, object>;
  _fontCount: number;
}

// A standard font's metrics parsed once per process: pdfkit builds its glyph widths and kerning
// pairs (thousands of entries) for every document that opens Helvetica (docs/decisions/025-checkout-forty.md).
const standardFonts = new Map<string, object>();

/**
 * Selects a built-in font, giving the document its own font object (own id and PDF reference,
 * exactly the ones pdfkit would make) that shares the metrics parsed by a first, unused document.
 * The PDF comes out byte for byte as without it (invoice-pdf.test.ts).
 */
export function useStandardFont(PDFDocument: typeof PDFKitDocument, doc: PdfDocument, name: string): void {
  const own = doc as unknown as FontInternals;
  if (!own._fontFamilies[name]) {
    let template = standardFonts.get(name);
    if (!template) {
      const probe = new PDFDocument({ autoFirstPage: false, font: name }) as unknown as { _font: object };
      template = probe._font;
      standardFonts.set(name, template);
    }
    const font = Object.create(Object.getPrototypeOf(template) as object) as object;
    // pdfkit numbers the fonts of a document in the order they are first used (F1, F2).
    Object.assign(font, template, { document: doc, id: `F${++own._fontCount}` });
    own._fontFamilies[name] = font;
  }
  doc.font(name);
}

// The built-in Helvetica knows WinAnsi only: no U+2212 minus, so amounts use the ASCII hyphen.
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  options: { locale: string; timeZone: string; creationDate?: Date },
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const de = options.locale === 'de';
  const t = (deText: string, enText: string) => (de ? deText : enText);
  const money = (c: number) => euro(c, options.locale);
  const date = new Intl.DateTimeFormat(de ? 'de-DE' : 'en-GB', {
    timeZone: options.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(invoice.issuedAt);
  // No default font ('' opens none) and no first page yet: both come after the cached font is set.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    font: '',
    autoFirstPage: false,
    info: {
      Title: `${invoice.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${invoice.number}`,
      Author: invoice.seller.name,
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  });
  const font = (name: string) => useStandardFont(PDFDocument, doc, name);
  font('Helvetica');
  doc.addPage();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const s = invoice.seller;
  doc
    .fontSize(9)
    .fillColor('#637381')
    .text([s.name, s.street, `${s.postalCode ?? ''} ${s.city ?? ''}`.trim(), s.email].filter(Boolean).join(' · '), {
      align: 'right',
    });
  doc.moveDown(2).fillColor('#1c252e').fontSize(10);
  const b = invoice.buyer;
  for (const line of [b.name, b.street, [b.postalCode, b.city].filter(Boolean).join(' '), b.country, b.email])
    if (line) doc.text(line);
  doc
    .moveDown(2)
    .fontSize(18)
    .text(invoice.kind === 'invoice' ? t('Rechnung', 'Invoice') : t('Gutschrift / Stornorechnung', 'Credit note'));
  doc.fontSize(10).moveDown(0.5);
  doc.text(`${t('Nummer', 'Number')}: ${invoice.number}`);
  doc.text(`${t('Datum', 'Date')}: ${date}`);
  if (invoice.paymentMethod)
    doc.text(`${t('Zahlungsart', 'Payment method')}: ${methodLabel(invoice.paymentMethod, de)}`);
  const statusDe: Record<string, string> = {
    paid: 'bezahlt',
    pending: 'offen',
    draft: 'Entwurf',
    refunded: 'erstattet',
  };
  doc.text(`${t('Status', 'Status')}: ${de ? (statusDe[invoice.status] ?? invoice.status) : invoice.status}`);
  doc.moveDown();

  const columns = [50, 330, 390, 450, 510];
  const header = [t('Leistung', 'Item'), t('Netto', 'Net'), t('USt.', 'VAT'), t('%', '%'), t('Brutto', 'Gross')];
  let y = doc.y;
  font('Helvetica-Bold');
  header.forEach((h, i) =>
    doc.text(h, columns[i]!, y, { width: i === 0 ? 270 : 55, align: i === 0 ? 'left' : 'right' }),
  );
  font('Helvetica');
  y = doc.y + 6;
  for (const line of invoice.lines) {
    const description = line.discountCents
      ? `${line.description} (${t('Rabatt', 'discount')} -${money(line.discountCents)})`
      : line.description;
    const cells = [
      description,
      money(line.netCents),
      money(line.vatCents),
      `${line.vatPercent}`,
      money(line.grossCents),
    ];
    const height = doc.heightOfString(description, { width: 270 });
    if (y + height > doc.page.height - 120) {
      doc.addPage();
      y = 50;
    }
    cells.forEach((c, i) =>
      doc.text(c, columns[i]!, y, { width: i === 0 ? 270 : 55, align: i === 0 ? 'left' : 'right' }),
    );
    y += height + 6;
  }
  doc.moveTo(50, y).lineTo(565, y).stroke('#919eab');
  y += 10;
  // One VAT sum per rate when the document has several (19 % court time and goods, 7 % drinks).
  const rates = new Map<number, number>();
  for (const line of invoice.lines) rates.set(line.vatPercent, (rates.get(line.vatPercent) ?? 0) + line.vatCents);
  const perRate: [string, number][] =
    rates.size > 1
      ? [...rates.entries()]
          .sort((a, b) => b[0] - a[0])
          .map(([rate, cents]) => [`${t('Umsatzsteuer', 'VAT')} ${rate} %`, cents])
      : [];
  const totals: [string, number][] = [
    [t('Summe netto', 'Total net'), invoice.totals.netCents],
    ...perRate,
    [t('Umsatzsteuer', 'VAT'), invoice.totals.vatCents],
    [t('Gesamt brutto', 'Total gross'), invoice.totals.grossCents],
  ];
  if (invoice.totals.voucherCents)
    totals.push(
      [t('Bezahlt mit Gutschein', 'Paid by voucher'), -invoice.totals.voucherCents],
      [t('Restbetrag', 'Amount due'), invoice.totals.amountDueCents],
    );
  if (invoice.refundedCents) totals.push([t('Erstattet', 'Refunded'), -invoice.refundedCents]);
  for (const [label, cents] of totals) {
    doc.text(label, 330, y, { width: 170, align: 'right' });
    doc.text(money(cents), 500, y, { width: 65, align: 'right' });
    y += 16;
  }
  doc.fontSize(8).fillColor('#637381');
  const legal = [
    s.managingDirector ? `${t('Geschäftsführung', 'Managing director')}: ${s.managingDirector}` : '',
    s.registerCourt && s.registerNumber ? `${s.registerCourt} ${s.registerNumber}` : '',
    s.vatId ? `${t('USt-IdNr.', 'VAT ID')}: ${s.vatId}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  doc.text(legal, 50, doc.page.height - 80, { width: 515, align: 'center' });
  doc.end();
  return done;
}
