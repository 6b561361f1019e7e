import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, useStandardFont } from './invoice-pdf';
import type { InvoiceRow } from './invoice.repository';

const creationDate = new Date('2026-01-02T03:04:05Z');

function collect(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

// The fonts' metrics are parsed once per process (docs/decisions/025-checkout-forty.md).
describe('standard fonts shared between documents', () => {
  it('write the same bytes as pdfkit opening the font itself', async () => {
    const own = new PDFDocument({ size: 'A4', margin: 50, info: { CreationDate: creationDate } });
    const ownDone = collect(own);
    own.text('Rechnung Köln – AVAWAToWa 1.234,56 €');
    own.font('Helvetica-Bold').text('Brutto');
    own.font('Helvetica').text('Summe netto');
    own.end();

    const shared: Buffer[] = [];
    for (let i = 0; i < 2; i++) {
      const doc = new PDFDocument({
        size: 'A4',
        margin: 50,
        font: '',
        autoFirstPage: false,
        info: { CreationDate: creationDate },
      });
      const done = collect(doc);
      useStandardFont(PDFDocument, doc, 'Helvetica');
      doc.addPage();
      doc.text('Rechnung Köln – AVAWAToWa 1.234,56 €');
      useStandardFont(PDFDocument, doc, 'Helvetica-Bold');
      doc.text('Brutto');
      useStandardFont(PDFDocument, doc, 'Helvetica');
      doc.text('Summe netto');
      doc.end();
      shared.push(await done);
    }
    const expected = await ownDone;
    expect(shared[0]!.equals(expected)).toBe(true);
    expect(shared[1]!.equals(expected)).toBe(true);
  });

  it('renders an invoice the same way twice (fonts from the first document reused)', async () => {
    const invoice = {
      kind: 'invoice',
      number: 'RE-2026-000123',
      issuedAt: new Date('2026-03-04T10:00:00Z'),
      status: 'paid',
      paymentMethod: 'credit_card',
      seller: { name: 'Beachside Köln', street: 'Am Strand 1', postalCode: '50667', city: 'Köln', email: 'a@b.de' },
      buyer: { name: 'Greta Gast', email: 'g@example.org' },
      lines: [
        {
          kind: 'booking',
          description: 'Court 1 · 04.03.2026 10:00–11:00',
          netCents: 2521,
          vatCents: 479,
          vatPercent: 19,
          grossCents: 3000,
          discountCents: 0,
        },
      ],
      totals: { netCents: 2521, vatCents: 479, grossCents: 3000, voucherCents: 0, amountDueCents: 3000 },
      refundedCents: 0,
    } as unknown as InvoiceRow;
    const options = { locale: 'de', timeZone: 'Europe/Berlin', creationDate };
    const first = await renderInvoicePdf(invoice, options);
    const second = await renderInvoicePdf(invoice, options);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.equals(first)).toBe(true);
  });
});
