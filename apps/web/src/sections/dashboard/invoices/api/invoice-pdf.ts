// GET /invoices/:id/pdf needs the bearer token, so it is fetched and opened as a blob.
import { CONFIG } from '../../../../config/env';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../../../lib/storage';

export async function openInvoicePdf(id: string, fileName: string): Promise<void> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  const response = await fetch(`${CONFIG.apiBaseUrl}/invoices/${encodeURIComponent(id)}/pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      message: FALLBACK_ERROR_MESSAGE,
      code: response.status === 404 ? 'NOT_FOUND' : 'UNKNOWN',
    });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.pdf`;
  link.target = '_blank';
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
