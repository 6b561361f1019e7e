// A card of the task board: its fields, checklist, comments and the court block it may hold
// (placing one needs dynamic_slot.write; the server refuses it when the court is booked).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { taskPriorities } from '@courtside/core/task-schemas';
import type { TaskCreateInput, TaskDto, TaskPatchBody, TaskPriority } from '@courtside/core/task-schemas';
import { paths } from '../../../../config/paths';
import { useBookableCourts } from '../../dynamic-slots/api/get-courts';
import { toLocalInput, useManagementFormat } from '../../shared/format';
import { fromLocalInput } from '../../shared/local-instant';
import { managementError } from '../../shared/management-error';
import { useDeleteTask, useSaveTask, useStaffAccounts, useTaskDetail } from '../api/tasks-api';
import { TaskBlockSection } from './task-block-section';
import { TaskChecklist } from './task-checklist';
import { TaskComments } from './task-comments';

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
  const current = detail.data ?? task;
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [assigneeId, setAssigneeId] = useState(task?.assigneeId ?? '');
  const [dueAt, setDueAt] = useState(toLocalInput(task?.dueAt, format.timeZone));
  const [priority, setPriority] = useState<TaskPriority>(task?.priority ?? 'normal');
  const [labels, setLabels] = useState((task?.labels ?? []).join(', '));
  const [checklist, setChecklist] = useState(task?.checklist ?? []);
  const [resourceId, setResourceId] = useState(task?.resourceId ?? '');
  const [blockStart, setBlockStart] = useState('');
  const [blockEnd, setBlockEnd] = useState('');
  const error = save.error ?? remove.error;

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
          <TaskChecklist checklist={checklist} onChange={setChecklist} canWrite={canWrite} />
          {current?.bookingId ? (
            <Link component={RouterLink} to={paths.dashboard.bookings.details(current.bookingId)}>
              {t('dialog.linkedBooking')}
            </Link>
          ) : null}
          <Divider />
          <TaskBlockSection
            task={task}
            activeBlock={activeBlock}
            canBlock={canBlock}
            start={blockStart}
            end={blockEnd}
            onStart={setBlockStart}
            onEnd={setBlockEnd}
          />
          {task ? (
            <>
              <Divider />
              <TaskComments taskId={task.id} comments={detail.data?.comments ?? []} canWrite={canWrite} />
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
