// GET /api/v1/invoices/{id}/pdf as a file download (owner, staff, or the guest's cart cookie).
import { downloadFromApi } from '../../../lib/download';

export function downloadInvoicePdf(invoiceId: string, fileName: string): Promise<void> {
  return downloadFromApi(`/invoices/${encodeURIComponent(invoiceId)}/pdf`, fileName, 'application/pdf');
}
