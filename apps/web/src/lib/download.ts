// Files from the API as downloads (invoice PDFs, calendar files, data exports). The API client speaks JSON
// only, so this fetches the bytes itself, with the same bearer token and same-origin cookies (a
// guest's cart cookie is what lets the guest who placed the order download its files).
import { CONFIG } from '../config/env';
import { ApiError, FALLBACK_ERROR_MESSAGE } from './api-client';
import { readStorage, STORAGE_KEYS } from './storage';

/** Offers content as a file download. */
export function downloadFile(content: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET `path` (below the API base) and offer the answer as `fileName` (of `type`, or the answer's own type); failures as ApiError. */
export async function downloadFromApi(path: string, fileName: string, type?: string): Promise<void> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  let response: Response;
  try {
    response = await fetch(`${CONFIG.apiBaseUrl}${path}`, {
      headers: {
        Accept: type ? `${type}, application/json` : '*/*',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, message: FALLBACK_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError({
      status: response.status,
      message: body?.message ?? FALLBACK_ERROR_MESSAGE,
      code: body?.code ?? 'UNKNOWN',
    });
  }
  const blob = await response.blob();
  downloadFile(blob, fileName, type ?? blob.type);
}
