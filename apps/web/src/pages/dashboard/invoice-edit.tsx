import { PermissionGuard } from '../../auth/guards/permission-guard';
import { ManualInvoiceEditView } from '../../sections/dashboard/invoices/view/manual-invoice-view';

export function InvoiceEditPage() {
  return (
    <PermissionGuard permission="invoice.write">
      <ManualInvoiceEditView />
    </PermissionGuard>
  );
}
