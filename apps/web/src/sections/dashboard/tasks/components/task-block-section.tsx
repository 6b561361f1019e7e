// A task's court block in its dialog: the active block with "lift", or the times to place one
// (docs/product/chat-tasks.md).
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TaskDto } from '@courtside/core/task-schemas';
import { useManagementFormat } from '../../shared/format';
import { fromLocalInput } from '../../shared/local-instant';
import { useTaskBlock } from '../api/tasks-api';

interface Props {
  task?: TaskDto;
  activeBlock: { start: string; end: string } | null;
  canBlock: boolean;
  /** The block's start and end as `datetime-local` values in the venue's zone. */
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
}

export function TaskBlockSection({ task, activeBlock, canBlock, start, end, onStart, onEnd }: Props) {
  const { t } = useTranslation('tasks');
  const format = useManagementFormat();
  const block = useTaskBlock();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('block.title')}
      </Typography>
      {activeBlock ? (
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
          <Typography data-testid="task-block">
            {t('block.active', { time: format.range(activeBlock.start, activeBlock.end) })}
          </Typography>
          {canBlock && task ? (
            <Button color="warning" onClick={() => block.mutate({ id: task.id, lift: true })}>
              {t('block.lift')}
            </Button>
          ) : null}
        </Stack>
      ) : canBlock ? (
        <Stack spacing={1}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('block.help')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              fullWidth
              type="datetime-local"
              label={t('block.start')}
              value={start}
              onChange={(e) => onStart(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              fullWidth
              type="datetime-local"
              label={t('block.end')}
              value={end}
              onChange={(e) => onEnd(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          {task ? (
            <Button
              sx={{ alignSelf: 'flex-start' }}
              disabled={!start || !end || !task.resourceId}
              onClick={() =>
                block.mutate({
                  id: task.id,
                  start: fromLocalInput(start, format.timeZone) ?? '',
                  end: fromLocalInput(end, format.timeZone) ?? '',
                })
              }
            >
              {t('block.place')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('block.none')}
        </Typography>
      )}
    </Box>
  );
}
