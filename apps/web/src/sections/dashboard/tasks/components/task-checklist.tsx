// The checklist of a task in its dialog: tick, remove and add items (docs/product/chat-tasks.md).
import { useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { TaskDto } from '@courtside/core/task-schemas';

type Checklist = TaskDto['checklist'];

interface Props {
  checklist: Checklist;
  onChange: Dispatch<SetStateAction<Checklist>>;
  canWrite: boolean;
}

export function TaskChecklist({ checklist, onChange: setChecklist, canWrite }: Props) {
  const { t } = useTranslation('tasks');
  const [newItem, setNewItem] = useState('');
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t('fields.checklist')}
      </Typography>
      {checklist.map((item, i) => (
        <Stack sx={{ alignItems: 'center' }} key={i} direction="row">
          <FormControlLabel
            sx={{ flex: 1 }}
            control={
              <Checkbox
                checked={item.done}
                disabled={!canWrite}
                onChange={(e) =>
                  setChecklist((list) => list.map((x, j) => (j === i ? { ...x, done: e.target.checked } : x)))
                }
              />
            }
            label={item.text}
          />
          {canWrite ? (
            <IconButton
              aria-label={t('fields.removeItem', { text: item.text })}
              onClick={() => setChecklist((list) => list.filter((_x, j) => j !== i))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Stack>
      ))}
      {canWrite ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={t('fields.newItem')}
            value={newItem}
            onChange={(e) => setNewItem(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && newItem.trim()) {
                e.preventDefault();
                setChecklist((list) => [...list, { text: newItem.trim(), done: false }]);
                setNewItem('');
              }
            }}
          />
          <Button
            onClick={() => {
              if (!newItem.trim()) return;
              setChecklist((list) => [...list, { text: newItem.trim(), done: false }]);
              setNewItem('');
            }}
          >
            {t('fields.addItem')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
