// Who changed a content item (a job opening, an event) when and which fields; an earlier version can be
// restored, itself a new change (docs/product/content.md#history). The API has one shape for every
// item: GET {base}/:id/history and POST {base}/:id/revert.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { api } from '../../../lib/api-client';
import { useManagementFormat } from './format';
import { managementError } from './management-error';

export interface HistoryEntry {
  id: string;
  action: string;
  actorUserId: string | null;
  changed: string[];
  snapshot: Record<string, unknown> | null;
  createdAt: string;
}

interface ContentHistoryPanelProps<T> {
  /** The item's staff path without /api/v1, e.g. '/jobs/manage'. */
  basePath: string;
  /** The query key root the item's lists and details use (refetched after a restore). */
  queryRoot: string;
  id: string;
  onReverted: (item: T) => void;
  testId?: string;
}

export function ContentHistoryPanel<T>({ basePath, queryRoot, id, onReverted, testId }: ContentHistoryPanelProps<T>) {
  // The history texts live with the content studio's; the errors are the management screens' texts.
  const { t: tStudio } = useTranslation('studio-admin');
  const { t: tManagement } = useTranslation('management');
  const format = useManagementFormat();
  const client = useQueryClient();
  const { data, error } = useQuery({
    queryKey: [queryRoot, 'manage', 'history', id],
    queryFn: ({ signal }) => api.get<{ rows: HistoryEntry[] }>(`${basePath}/${id}/history`, { signal }),
  });
  const revert = useMutation({
    mutationFn: (historyId: string) => api.post<T>(`${basePath}/${id}/revert`, { historyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: [queryRoot] }),
  });
  const rows = data?.rows ?? [];
  const titleId = `${queryRoot}-history-title`;
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {tStudio('history.title')}
      </Typography>
      {revert.error ? <Alert severity="error">{managementError(revert.error, tManagement)}</Alert> : null}
      {error ? <Alert severity="error">{managementError(error, tManagement)}</Alert> : null}
      {data && rows.length === 0 ? <Typography variant="body2">{tStudio('history.empty')}</Typography> : null}
      <List dense disablePadding>
        {rows.map((entry, index) => (
          <ListItem
            key={entry.id}
            disableGutters
            secondaryAction={
              index > 0 && entry.snapshot ? (
                <Button
                  size="small"
                  disabled={revert.isPending}
                  onClick={() => revert.mutate(entry.id, { onSuccess: onReverted })}
                >
                  {tStudio('history.revert')}
                </Button>
              ) : null
            }
          >
            <ListItemText
              primary={`${format.dateTime(entry.createdAt)} · ${tStudio(`history.action.${entry.action.split('.').pop() ?? ''}`, { defaultValue: entry.action })}`}
              secondary={entry.changed.join(', ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
