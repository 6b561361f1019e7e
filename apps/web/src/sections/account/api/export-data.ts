import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** GET /users/me/export: everything stored about the caller (GDPR Art. 15/20), as JSON. */
export const exportMyData = () => api.get<Record<string, unknown>>('/users/me/export');

/** Fetches the export and hands it to the browser as courtside-export-<date>.json. */
export const useExportMyData = () =>
  useMutation({
    mutationFn: async () => {
      const data = await exportMyData();
      downloadFile(
        JSON.stringify(data, null, 2),
        `courtside-export-${new Date().toISOString().slice(0, 10)}.json`,
        'application/json',
      );
      return data;
    },
  });
