import { InvoiceListView } from '../../sections/dashboard/invoices/view/invoice-list-view';

export function InvoiceListPage() {
  return <InvoiceListView />;
}
