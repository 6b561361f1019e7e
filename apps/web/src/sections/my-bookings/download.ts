// Files behind the bearer token (invoice PDFs, .ics): fetched with the token, then saved with a
// temporary link, because a plain <a href> cannot send the Authorization header.
import { CONFIG } from '../../config';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';

export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  let response: Response;
  try {
    response = await fetch(`${CONFIG.apiBaseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0, message: FALLBACK_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError({ status: response.status, message: body?.message ?? FALLBACK_ERROR_MESSAGE, code: body?.code ?? 'UNKNOWN' });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
