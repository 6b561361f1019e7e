// GET /api/v1/invoices/{id}/pdf as a file download. The API client speaks JSON only, so this
// fetches the bytes itself, with the same bearer token and same-origin cookies (a guest's cart
// cookie is what lets the guest who placed the order download its invoice).
import { CONFIG } from '../../../config';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { downloadFile } from '../ics';

export async function downloadInvoicePdf(invoiceId: string, fileName: string): Promise<void> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  let response: Response;
  try {
    response = await fetch(`${CONFIG.apiBaseUrl}/invoices/${encodeURIComponent(invoiceId)}/pdf`, {
      headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, message: FALLBACK_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError({ status: response.status, message: body?.message ?? FALLBACK_ERROR_MESSAGE, code: body?.code ?? 'UNKNOWN' });
  }
  downloadFile(await response.blob(), fileName, 'application/pdf');
}
