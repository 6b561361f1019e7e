import { PermissionGuard } from '../../auth/guards/permission-guard';
import { ManualInvoiceNewView } from '../../sections/dashboard/invoices/view/manual-invoice-view';

export function InvoiceNewPage() {
  return (
    <PermissionGuard permission="invoice.write">
      <ManualInvoiceNewView />
    </PermissionGuard>
  );
}
