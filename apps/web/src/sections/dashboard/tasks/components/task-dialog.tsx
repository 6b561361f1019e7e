// A card of the task board: its fields, checklist, comments and the court block it may hold
// (placing one needs dynamic_slot.write; the server refuses it when the court is booked).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { taskPriorities } from '@courtside/core/task-schemas';
import type { TaskCreateInput, TaskDto, TaskPatchBody, TaskPriority } from '@courtside/core/task-schemas';
import { paths } from '../../../../config/paths';
import { useBookableCourts } from '../../dynamic-slots/api/get-courts';
import { toLocalInput, useManagementFormat } from '../../shared/format';
import { fromLocalInput } from '../../shared/local-instant';
import { managementError } from '../../shared/management-error';
import {
  useAddComment,
  useDeleteTask,
  useSaveTask,
  useStaffAccounts,
  useTaskBlock,
  useTaskDetail,
} from '../api/tasks-api';

interface Props {
  task?: TaskDto;
  columnId?: string;
  canWrite: boolean;
  canBlock: boolean;
  onClose: () => void;
}

export function TaskDialog({ task, columnId, canWrite, canBlock, onClose }: Props) {
  const { t } = useTranslation('tasks');
  const format = useManagementFormat();
  const detail = useTaskDetail(task?.id);
  const courts = useBookableCourts();
  const staff = useStaffAccounts();
  const save = useSaveTask();
  const remove = useDeleteTask();
  const block = useTaskBlock();
  const comment = useAddComment();
  const current = detail.data ?? task;
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [assigneeId, setAssigneeId] = useState(task?.assigneeId ?? '');
  const [dueAt, setDueAt] = useState(toLocalInput(task?.dueAt, format.timeZone));
  const [priority, setPriority] = useState<TaskPriority>(task?.priority ?? 'normal');
  const [labels, setLabels] = useState((task?.labels ?? []).join(', '));
  const [checklist, setChecklist] = useState(task?.checklist ?? []);
  const [newItem, setNewItem] = useState('');
  const [resourceId, setResourceId] = useState(task?.resourceId ?? '');
  const [blockStart, setBlockStart] = useState('');
  const [blockEnd, setBlockEnd] = useState('');
  const [commentText, setCommentText] = useState('');
  const error = save.error ?? remove.error ?? block.error ?? comment.error;

  const fields = (): TaskPatchBody => ({
    title: title.trim(),
    description,
    assigneeId: assigneeId || null,
    dueAt: dueAt ? fromLocalInput(dueAt, format.timeZone) : null,
    priority,
    labels: labels
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
    checklist,
    resourceId: resourceId || null,
  });

  const submit = () => {
    if (!title.trim()) return;
    if (task) {
      save.mutate({ id: task.id, patch: fields() }, { onSuccess: onClose });
      return;
    }
    const start = blockStart ? fromLocalInput(blockStart, format.timeZone) : null;
    const end = blockEnd ? fromLocalInput(blockEnd, format.timeZone) : null;
    const body: TaskCreateInput = {
      ...fields(),
      title: title.trim(),
      ...(columnId ? { columnId } : {}),
      ...(start && end && resourceId ? { block: { start, end } } : {}),
    };
    save.mutate({ body }, { onSuccess: onClose });
  };

  const activeBlock = current?.block && current.block.status === 'active' ? current.block : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="task-dialog-title">
      <DialogTitle id="task-dialog-title">{task ? t('dialog.editTitle') : t('dialog.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{managementError(error, t)}</Alert> : null}
          <TextField
            label={t('fields.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            disabled={!canWrite}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            autoFocus
          />
          <TextField
            label={t('fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
            disabled={!canWrite}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('fields.assignee')}
              value={assigneeId}
              onChange={(e) => setAssigneeId(e.target.value)}
              disabled={!canWrite}
            >
              <MenuItem value="">{t('fields.nobody')}</MenuItem>
              {(staff.data ?? []).map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {u.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('fields.priority')}
              value={priority}
              onChange={(e) => setPriority(e.target.value as TaskPriority)}
              disabled={!canWrite}
            >
              {taskPriorities.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`priority.${p}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              fullWidth
              type="datetime-local"
              label={t('fields.due')}
              value={dueAt}
              onChange={(e) => setDueAt(e.target.value)}
              disabled={!canWrite}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              fullWidth
              label={t('fields.court')}
              value={resourceId}
              onChange={(e) => setResourceId(e.target.value)}
              disabled={!canWrite}
              data-testid="task-court"
            >
              <MenuItem value="">{t('fields.noCourt')}</MenuItem>
              {(courts.data?.rows ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={t('fields.labels')}
            helperText={t('fields.labelsHelp')}
            value={labels}
            onChange={(e) => setLabels(e.target.value)}
            disabled={!canWrite}
          />
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
          {current?.bookingId ? (
            <Link component={RouterLink} to={paths.dashboard.bookings.details(current.bookingId)}>
              {t('dialog.linkedBooking')}
            </Link>
          ) : null}
          <Divider />
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
                    value={blockStart}
                    onChange={(e) => setBlockStart(e.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <TextField
                    fullWidth
                    type="datetime-local"
                    label={t('block.end')}
                    value={blockEnd}
                    onChange={(e) => setBlockEnd(e.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </Stack>
                {task ? (
                  <Button
                    sx={{ alignSelf: 'flex-start' }}
                    disabled={!blockStart || !blockEnd || !task.resourceId}
                    onClick={() =>
                      block.mutate({
                        id: task.id,
                        start: fromLocalInput(blockStart, format.timeZone) ?? '',
                        end: fromLocalInput(blockEnd, format.timeZone) ?? '',
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
          {task ? (
            <>
              <Divider />
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {t('comments.title')}
                </Typography>
                {(detail.data?.comments ?? []).map((c) => (
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
                        comment.mutate(
                          { id: task.id, body: commentText.trim() },
                          { onSuccess: () => setCommentText('') },
                        )
                      }
                    >
                      {t('comments.send')}
                    </Button>
                  </Stack>
                ) : null}
              </Box>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {task && canWrite ? (
          <Button color="error" onClick={() => remove.mutate(task.id, { onSuccess: onClose })} sx={{ mr: 'auto' }}>
            {t('delete')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('cancel')}</Button>
        {canWrite ? (
          <Button variant="contained" onClick={submit} disabled={!title.trim() || save.isPending}>
            {t('save')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
