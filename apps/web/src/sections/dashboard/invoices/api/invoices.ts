// /invoices (list, detail, PDF, mark-paid) and /invoices/manual (draft → issue, credit notes).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManualInvoiceBody } from '@courtside/core/manual-invoice';
import type { InvoiceStatus } from '@courtside/core/enums';
import { api } from '../../../../lib/api-client';

export interface InvoiceLineDto {
  kind: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatPercent: number;
}

export interface InvoiceDto {
  id: string;
  orderId: string | null;
  kind: 'invoice' | 'credit_note';
  number: string;
  status: InvoiceStatus;
  creditedInvoiceId: string | null;
  seller: Record<string, string | undefined>;
  buyer: Record<string, string | undefined>;
  lines: InvoiceLineDto[];
  totals: { netCents: number; vatCents: number; grossCents: number; voucherCents: number; amountDueCents: number };
  totalCents: number;
  refundedCents: number;
  paymentMethod: string | null;
  issuedAt: string;
  paidAt: string | null;
}

export interface ManualInvoiceDto extends Pick<
  InvoiceDto,
  'id' | 'number' | 'status' | 'totalCents' | 'paymentMethod'
> {
  userId: string | null;
  buyer: ManualInvoiceBody['buyer'];
  lines: { description: string; quantity: number; unitPriceCents: number; vatPercent: number }[];
}

/** GET /invoices — all with invoice.read.any, else the caller's own. */
export const getInvoices = (f: { page: number; pageSize: number }) =>
  api.get<{ rows: InvoiceDto[]; count: number }>('/invoices', { query: { ...f } });
export const invoicesQuery = (f: { page: number; pageSize: number }) =>
  queryOptions({ queryKey: ['invoices', f], queryFn: () => getInvoices(f), placeholderData: keepPreviousData });
export const useInvoices = (f: { page: number; pageSize: number }) => useQuery(invoicesQuery(f));

/** GET /invoices/:id */
export const getInvoice = (id: string) => api.get<InvoiceDto>(`/invoices/${encodeURIComponent(id)}`);
export const invoiceQuery = (id: string) =>
  queryOptions({ queryKey: ['invoices', 'one', id], queryFn: () => getInvoice(id) });
export const useInvoice = (id: string) => useQuery(invoiceQuery(id));

/** GET /invoices/manual/:id — a manual invoice with its customer, for the edit form. */
export const getManualInvoice = (id: string) => api.get<ManualInvoiceDto>(`/invoices/manual/${encodeURIComponent(id)}`);
export const useManualInvoice = (id: string) =>
  useQuery({ queryKey: ['invoices', 'manual', id], queryFn: () => getManualInvoice(id) });

function useInvalidateInvoices() {
  const client = useQueryClient();
  return (id?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['invoices'] }),
      ...(id ? [client.invalidateQueries({ queryKey: ['history', 'invoice', id] })] : []),
    ]);
}

/** POST /invoices/manual (draft) or PATCH /invoices/manual/:id. */
export function useSaveManualInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (input: { id?: string; body: ManualInvoiceBody }) =>
      input.id
        ? api.patch<ManualInvoiceDto>(`/invoices/manual/${input.id}`, input.body)
        : api.post<ManualInvoiceDto>('/invoices/manual', input.body),
    onSuccess: (row) => invalidate(row.id),
  });
}

type InvoiceAction =
  | { action: 'issue' }
  | { action: 'delete' }
  | { action: 'markPaid' }
  | { action: 'credit'; amountCents?: number; reason: string };

/** The status changes of an invoice: issue a draft, delete it, mark paid, credit. */
export function useInvoiceAction(id: string) {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (a: InvoiceAction): Promise<unknown> => {
      const at = encodeURIComponent(id);
      if (a.action === 'issue') return api.post(`/invoices/manual/${at}/issue`);
      if (a.action === 'delete') return api.delete(`/invoices/manual/${at}`);
      if (a.action === 'markPaid') return api.post(`/invoices/${at}/mark-paid`);
      return api.post(`/invoices/manual/${at}/credit-note`, { amountCents: a.amountCents, reason: a.reason });
    },
    onSuccess: () => invalidate(id),
  });
}

/**
 * The number a person reads: a draft has no invoice number yet (docs/product.md#invoices), only its
 * draft sequence, which the API stores as a placeholder ("ENTWURF-7"); shown as "Draft 7" in the
 * page's language.
 */
export function invoiceDisplayNumber(
  invoice: Pick<InvoiceDto, 'number' | 'status'>,
  t: (key: string, options: Record<string, unknown>) => string,
): string {
  if (invoice.status !== 'draft') return invoice.number;
  return t('invoices.draftTitle', { number: invoice.number.replace(/^\D+-?/, '') });
}
