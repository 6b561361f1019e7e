import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /users/me/export: everything stored about the caller (GDPR Art. 15/20), as JSON. */
export const exportMyData = () => api.get<Record<string, unknown>>('/users/me/export');

function saveJson(data: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/** Fetches the export and hands it to the browser as courtside-export-<date>.json. */
export const useExportMyData = () =>
  useMutation({
    mutationFn: async () => {
      const data = await exportMyData();
      saveJson(data, `courtside-export-${new Date().toISOString().slice(0, 10)}.json`);
      return data;
    },
  });
