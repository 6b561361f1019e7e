// Who changed a post when and which fields; an earlier version can be restored.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { usePostHistory, useRevertPost } from '../api/posts';
import type { ManagedPost } from '../api/posts';

export function HistoryPanel({ id, onReverted }: { id: string; onReverted: (post: ManagedPost) => void }) {
  const { t } = useTranslation('studio-admin');
  const { t: tManagement } = useTranslation('management');
  const format = useManagementFormat();
  const { data } = usePostHistory(id);
  const revert = useRevertPost(id);
  const rows = data?.rows ?? [];
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('history.title')}
      </Typography>
      {revert.error ? <Alert severity="error">{managementError(revert.error, tManagement)}</Alert> : null}
      {rows.length === 0 ? <Typography variant="body2">{t('history.empty')}</Typography> : null}
      <List dense disablePadding>
        {rows.map((entry, index) => (
          <ListItem
            key={entry.id}
            disableGutters
            secondaryAction={
              index > 0 ? (
                <Button
                  size="small"
                  disabled={revert.isPending}
                  onClick={() => revert.mutate(entry.id, { onSuccess: onReverted })}
                >
                  {t('history.revert')}
                </Button>
              ) : null
            }
          >
            <ListItemText
              primary={`${format.dateTime(entry.createdAt)} · ${t(`history.action.${entry.action.split('.').pop() ?? ''}`, { defaultValue: entry.action })}`}
              secondary={entry.changed.join(', ')}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
