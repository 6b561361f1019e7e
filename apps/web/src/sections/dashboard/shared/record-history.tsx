// The history of a record (every staff action is audited and visible there): who did
// what and when, with the fields that changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import type { HistoryEntity, HistoryEntry } from '@courtside/core/venue-setup-schemas';
import { useHistory } from './api/get-history';
import { useManagementFormat } from './format';
import { managementError } from './management-error';

function changedFields(entry: HistoryEntry): string[] {
  const changes = entry.data.changes ?? entry.data.fields;
  if (Array.isArray(changes)) return changes.map(String);
  if (changes && typeof changes === 'object') return Object.keys(changes);
  return [];
}

export function HistoryList({ entity, id }: { entity: HistoryEntity; id: string }) {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const { data, error, isLoading } = useHistory(entity, id);
  if (error) return <Alert severity="error">{managementError(error, t)}</Alert>;
  if (isLoading) return <Typography sx={{ color: 'text.secondary' }}>{t('loading')}</Typography>;
  if (!data?.rows.length) return <Typography sx={{ color: 'text.secondary' }}>{t('history.empty')}</Typography>;
  return (
    <List dense aria-label={t('history.title')}>
      {data.rows.map((entry) => {
        const fields = changedFields(entry);
        return (
          <ListItem key={entry.id} divider alignItems="flex-start" disableGutters>
            <ListItemText
              primary={t(`history.actions.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action })}
              secondary={
                <>
                  {format.dateTime(entry.createdAt)} · {entry.actorName ?? t('history.system')}
                  {fields.length ? (
                    <>
                      <br />
                      {t('history.changed', { fields: fields.join(', ') })}
                    </>
                  ) : null}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** A button that opens the history of one record in a side drawer. */
export function RecordHistoryButton({
  entity,
  id,
  label,
  isIconOnly = false,
}: {
  entity: HistoryEntity;
  id: string;
  label?: string;
  isIconOnly?: boolean;
}) {
  const { t } = useTranslation('management');
  const [open, setOpen] = useState(false);
  return (
    <>
      {isIconOnly ? (
        <Tooltip title={label ?? t('history.open')}>
          <IconButton size="small" aria-label={label ?? t('history.open')} onClick={() => setOpen(true)}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
          {label ?? t('history.open')}
        </Button>
      )}
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 }, p: 3 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {t('history.title')}
          </Typography>
          <IconButton aria-label={t('actions.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        {open ? <HistoryList entity={entity} id={id} /> : null}
      </Drawer>
    </>
  );
}
