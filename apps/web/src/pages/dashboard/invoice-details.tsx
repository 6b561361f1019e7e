import { InvoiceDetailsView } from '../../sections/dashboard/invoices/view/invoice-details-view';

export function InvoiceDetailsPage() {
  return <InvoiceDetailsView />;
}
