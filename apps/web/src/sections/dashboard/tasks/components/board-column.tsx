// The task board's columns and cards (docs/product.md#tasks): a column with its rename form and
// sortable list, and the card as it shows on the board and while it is dragged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import CommentIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { TaskColumnDto, TaskDto } from '@courtside/core/task-schemas';
import { useManagementFormat } from '../../shared/format';

const PRIORITY_COLOR = { high: 'warning', urgent: 'error' } as const;

export function RenameColumn({
  value,
  onSave,
  onCancel,
}: {
  value: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('tasks');
  const [name, setName] = useState(value);
  return (
    <Box
      component="form"
      role="dialog"
      aria-label={t('column.rename')}
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) onSave(name.trim());
      }}
      sx={{
        position: 'fixed',
        inset: 'auto 16px 16px auto',
        zIndex: 1300,
        p: 2,
        bgcolor: 'background.paper',
        boxShadow: 8,
        borderRadius: 2,
        display: 'flex',
        gap: 1,
      }}
    >
      <TextField
        size="small"
        autoFocus
        label={t('column.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" variant="contained">
        {t('save')}
      </Button>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </Box>
  );
}

export interface BoardColumnProps {
  column: TaskColumnDto;
  ids: string[];
  byId: Map<string, TaskDto>;
  canWrite: boolean;
  onOpen: (task: TaskDto) => void;
  onAdd: () => void;
  onRename: () => void;
  onShift: (delta: number) => void;
  isFirst: boolean;
  isLast: boolean;
}

export function BoardColumn({
  column,
  ids,
  byId,
  canWrite,
  onOpen,
  onAdd,
  onRename,
  onShift,
  isFirst,
  isLast,
}: BoardColumnProps) {
  const { t } = useTranslation('tasks');
  const { setNodeRef } = useDroppable({ id: column.id, disabled: !canWrite });
  const headingId = `column-${column.id}-title`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={`column-${column.name}`}
      sx={{
        bgcolor: 'background.neutral',
        borderRadius: 2,
        p: 1.5,
        minHeight: 200,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, px: 0.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {column.name}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({ids.length})
          </Box>
        </Typography>
        {canWrite ? (
          <>
            <Button
              size="small"
              onClick={() => onShift(-1)}
              disabled={isFirst}
              aria-label={t('column.left', { name: column.name })}
              sx={{ minWidth: 32 }}
            >
              ‹
            </Button>
            <Button
              size="small"
              onClick={() => onShift(1)}
              disabled={isLast}
              aria-label={t('column.right', { name: column.name })}
              sx={{ minWidth: 32 }}
            >
              ›
            </Button>
            <Button size="small" onClick={onRename} aria-label={t('column.renameNamed', { name: column.name })}>
              {t('column.rename')}
            </Button>
          </>
        ) : null}
      </Stack>
      <SortableContext id={column.id} items={ids} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} spacing={1} sx={{ flex: 1, minHeight: 80 }}>
          {ids.map((id) => {
            const task = byId.get(id);
            return task ? <SortableCard key={id} task={task} disabled={!canWrite} onOpen={() => onOpen(task)} /> : null;
          })}
        </Stack>
      </SortableContext>
      {canWrite ? (
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 1, alignSelf: 'flex-start' }}>
          {t('addCard')}
        </Button>
      ) : null}
    </Box>
  );
}

export function SortableCard({ task, disabled, onOpen }: { task: TaskDto; disabled: boolean; onOpen: () => void }) {
  const { t } = useTranslation('tasks');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled,
    attributes: { roleDescription: t('dnd.role') },
  });
  return (
    <Box
      ref={setNodeRef}
      data-testid="task-card"
      data-task-id={task.id}
      {...attributes}
      {...listeners}
      onClick={onOpen}
      onKeyDown={(e) => {
        listeners?.onKeyDown?.(e);
        if (e.key === 'Enter' && !e.defaultPrevented) onOpen();
      }}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
      sx={{ borderRadius: 1.5, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
    >
      <CardBody task={task} />
    </Box>
  );
}

export function CardBody({ task, isOverlay }: { task: TaskDto; isOverlay?: boolean }) {
  const { t } = useTranslation('tasks');
  const format = useManagementFormat();
  const checked = task.checklist.filter((c) => c.done).length;
  return (
    <Card sx={{ p: 1.5, cursor: 'grab', boxShadow: isOverlay ? 8 : undefined }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5, wordBreak: 'break-word' }}>
        {task.title}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {task.priority !== 'normal' ? (
          <Chip
            size="small"
            label={t(`priority.${task.priority}`)}
            // The theme's status chip: its tint with the strong shade as text, readable in both modes.
            color={task.priority === 'low' ? 'default' : PRIORITY_COLOR[task.priority]}
          />
        ) : null}
        {task.resourceName ? <Chip size="small" variant="outlined" label={task.resourceName} /> : null}
        {task.block && task.block.status === 'active' ? (
          <Chip
            size="small"
            icon={<BlockIcon />}
            label={t('card.blocked', { time: format.range(task.block.start, task.block.end) })}
          />
        ) : null}
        {task.labels.map((l) => (
          <Chip key={l} size="small" variant="outlined" label={l} />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ mt: 1, color: 'text.secondary', typography: 'caption', flexWrap: 'wrap' }}
      >
        {task.dueAt ? (
          <Box
            component="span"
            sx={{ color: task.overdue ? 'error.darker' : undefined, fontWeight: task.overdue ? 600 : undefined }}
          >
            {task.overdue
              ? t('card.overdue', { date: format.dateTime(task.dueAt) })
              : t('card.due', { date: format.dateTime(task.dueAt) })}
          </Box>
        ) : null}
        {task.checklist.length ? (
          <span>{t('card.checklist', { done: checked, total: task.checklist.length })}</span>
        ) : null}
        {task.commentCount ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <CommentIcon sx={{ fontSize: 14 }} aria-hidden />
            {t('card.comments', { count: task.commentCount })}
          </Box>
        ) : null}
        {task.assigneeName ? <span>{task.assigneeName}</span> : null}
      </Stack>
    </Card>
  );
}
