// A task's comments in its dialog: the thread and a field to add one (docs/product/chat-tasks.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useManagementFormat } from '../../shared/format';
import type { TaskDetailDto } from '@courtside/core/task-schemas';
import { useAddComment } from '../api/tasks-api';

interface Props {
  taskId: string;
  comments: TaskDetailDto['comments'];
  canWrite: boolean;
}

export function TaskComments({ taskId, comments, canWrite }: Props) {
  const { t } = useTranslation('tasks');
  const format = useManagementFormat();
  const comment = useAddComment();
  const [commentText, setCommentText] = useState('');
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('comments.title')}
      </Typography>
      {comments.map((c) => (
        <Box key={c.id} sx={{ mb: 1.5 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {c.authorName ?? t('comments.system')} · {format.dateTime(c.createdAt)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {c.body}
          </Typography>
        </Box>
      ))}
      {canWrite ? (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            fullWidth
            label={t('comments.new')}
            value={commentText}
            onChange={(e) => setCommentText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button
            disabled={!commentText.trim() || comment.isPending}
            onClick={() =>
              comment.mutate({ id: taskId, body: commentText.trim() }, { onSuccess: () => setCommentText('') })
            }
          >
            {t('comments.send')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
