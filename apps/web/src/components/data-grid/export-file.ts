// File exports of a grid. Server exports (every row that matches the filters, built by the API)
// are fetched with the bearer token and saved through a temporary object URL; the client Excel
// export writes the rows on screen with exceljs, loaded only when someone asks for it.
import { CONFIG } from '../../config/env';
import { api, ApiError, FALLBACK_ERROR_MESSAGE } from '../../lib/api-client';
import type { QueryParams } from '../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Chromium reads the blob asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function exportUrl(path: string, query: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return `${CONFIG.apiBaseUrl}${path}?${params.toString()}`;
}

async function fetchExport(url: string): Promise<Response> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  return fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
}

/** Downloads a file the API builds: GET <path>?format=csv|xlsx&<query>. Throws ApiError. */
export async function downloadServerExport(
  path: string,
  query: QueryParams,
  format: ExportFormat,
  fileName: string,
): Promise<void> {
  const url = exportUrl(path, { ...query, format });
  let response = await fetchExport(url);
  if (response.status === 401) {
    // A call through the API client lets the auth layer refresh the access token once.
    await api.get('/auth/me').catch(() => undefined);
    response = await fetchExport(url);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      code?: string;
    } | null;
    throw new ApiError({
      status: response.status,
      message: body?.message ?? FALLBACK_ERROR_MESSAGE,
      code: body?.code ?? 'UNKNOWN',
    });
  }
  saveBlob(await response.blob(), `${fileName}.${format}`);
}

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
}

/** Builds a real .xlsx workbook in the browser (one sheet, bold header row, frozen header). */
export async function buildXlsx(
  sheetName: string,
  columns: SheetColumn[],
  rows: Record<string, unknown>[],
): Promise<Blob> {
  const loaded = await import('exceljs');
  // The browser build is a CommonJS bundle: the namespace arrives as the default export.
  const excel = (loaded.default as typeof loaded | undefined) ?? loaded;
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet');
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? Math.min(40, Math.max(10, c.header.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: EXPORT_MIME.xlsx });
}
