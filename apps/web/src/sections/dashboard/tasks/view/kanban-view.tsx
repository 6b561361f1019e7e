// /dashboard/kanban: the staff task board (docs/product.md#tasks). Cards move with the mouse, touch
// or the keyboard (focus a card, Space to lift, arrow keys to move, Space to drop, Escape to
// cancel; Enter opens it); the server keeps the order and every open board follows live.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, DragOverEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import CommentIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { TaskColumnDto, TaskDto } from '@courtside/core/task-schemas';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { useBookableCourts } from '../../dynamic-slots/api/get-courts';
import { useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { useMoveTask, useSaveColumn, useTaskBoard, useTaskStream } from '../api/tasks-api';
import type { BoardFilter } from '../api/tasks-api';
import { TaskDialog } from '../components/task-dialog';

type Order = Record<string, string[]>;

const PRIORITY_COLOR = { high: 'warning', urgent: 'error' } as const;

function orderOf(columns: TaskColumnDto[], tasks: TaskDto[]): Order {
  const order: Order = {};
  for (const c of columns) {
    order[c.id] = tasks
      .filter((x) => x.columnId === c.id)
      .sort((a, b) => a.position - b.position)
      .map((x) => x.id);
  }
  return order;
}

function columnOf(order: Order, id: UniqueIdentifier): string | undefined {
  const key = String(id);
  if (key in order) return key;
  return Object.keys(order).find((c) => order[c]!.includes(key));
}

export function KanbanView() {
  const { t } = useTranslation('tasks');
  const user = useAuthStore((s) => s.user);
  const canWrite = hasPermission(user, 'task.write');
  const [filter, setFilter] = useState<BoardFilter>({});
  const board = useTaskBoard(filter);
  const isLive = useTaskStream();
  const courts = useBookableCourts();
  const move = useMoveTask();
  const saveColumn = useSaveColumn();
  const [order, setOrder] = useState<Order>({});
  const [active, setActive] = useState<string | null>(null);
  const [origin, setOrigin] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ task?: TaskDto; columnId?: string } | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const columns = useMemo(() => board.data?.columns ?? [], [board.data]);
  const byId = useMemo(() => new Map((board.data?.tasks ?? []).map((x) => [x.id, x])), [board.data]);
  // The server's order, unless a card is being dragged right now.
  useEffect(() => {
    if (!active && board.data) setOrder(orderOf(board.data.columns, board.data.tasks));
  }, [board.data, active]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  const columnName = (id: string | undefined) => columns.find((c) => c.id === id)?.name ?? '';
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? '';
  const positionText = (id: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const col = over ? columnOf(order, over) : undefined;
    const index = col ? order[col]!.indexOf(String(id)) : -1;
    return t('dnd.position', { title: titleOf(id), column: columnName(col), position: index + 1 });
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('dnd.picked', { title: titleOf(a.id) }),
    onDragOver: ({ active: a, over }) => (over ? positionText(a.id, over.id) : undefined),
    onDragEnd: ({ active: a, over }) =>
      over ? t('dnd.dropped', { title: titleOf(a.id), column: columnName(columnOf(order, over.id)) }) : undefined,
    onDragCancel: ({ active: a }) => t('dnd.cancelled', { title: titleOf(a.id) }),
  };

  const onDragStart = ({ active: a }: DragStartEvent) => {
    setActive(String(a.id));
    setOrigin(columnOf(order, a.id) ?? null);
  };

  // Crossing into another column moves the card there at once, so the keyboard can keep going.
  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    if (!over) return;
    const from = columnOf(order, a.id);
    const to = columnOf(order, over.id);
    if (!from || !to || from === to) return;
    setOrder((prev) => {
      const target = prev[to]!.filter((x) => x !== String(a.id));
      const overIndex = target.indexOf(String(over.id));
      const index = overIndex >= 0 ? overIndex : target.length;
      return {
        ...prev,
        [from]: prev[from]!.filter((x) => x !== String(a.id)),
        [to]: [...target.slice(0, index), String(a.id), ...target.slice(index)],
      };
    });
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    const id = String(a.id);
    const to = over ? columnOf(order, over.id) : undefined;
    if (!to) {
      setActive(null);
      return;
    }
    const list = order[to]!.filter((x) => x !== id);
    const overIndex = over && String(over.id) !== to ? list.indexOf(String(over.id)) : -1;
    const current = order[to]!.indexOf(id);
    let index = overIndex >= 0 ? overIndex : current >= 0 ? current : list.length;
    // Dropped on a card below its old place in the same column: it goes after that card.
    if (origin === to && current >= 0 && overIndex >= 0 && overIndex >= current) index = overIndex + 1;
    const next = [...list.slice(0, index), id, ...list.slice(index)];
    setOrder((prev) => ({ ...prev, [to]: next }));
    setActive(null);
    const task = byId.get(id);
    if (task && (task.columnId !== to || task.position !== next.indexOf(id))) {
      move.mutate({ id, columnId: to, position: next.indexOf(id) });
    }
  };

  const filterValue = filter.mine ? 'mine' : filter.overdue ? 'overdue' : 'all';
  const activeTask = active ? byId.get(active) : undefined;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          <Box component="span" data-testid="kanban-live" data-live={isLive ? 'true' : 'false'}>
            {isLive ? t('live') : t('subtitle')}
          </Box>
        }
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
              {t('newTask')}
            </Button>
          ) : undefined
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filterValue}
          aria-label={t('filters.label')}
          onChange={(_e, value: string | null) =>
            setFilter((f) => ({ resourceId: f.resourceId, mine: value === 'mine', overdue: value === 'overdue' }))
          }
        >
          <ToggleButton value="all">{t('filters.all')}</ToggleButton>
          <ToggleButton value="mine">{t('filters.mine')}</ToggleButton>
          <ToggleButton value="overdue">{t('filters.overdue')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('filters.court')}
          value={filter.resourceId ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, resourceId: e.target.value || undefined }))}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('filters.anyCourt')}</MenuItem>
          {(courts.data?.rows ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {move.error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => move.reset()}>
          {managementError(move.error, t)}
        </Alert>
      ) : null}
      <QueryFeedback isLoading={board.isLoading} error={board.error} onRetry={() => void board.refetch()}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActive(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('dnd.instructions') },
          }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridAutoFlow: { xs: 'row', md: 'column' },
              gridAutoColumns: { md: 'minmax(260px, 1fr)' },
              overflowX: { md: 'auto' },
              pb: 2,
            }}
          >
            {columns.map((column) => (
              <BoardColumn
                key={column.id}
                column={column}
                ids={order[column.id] ?? []}
                byId={byId}
                canWrite={canWrite}
                onOpen={(task) => setEditing({ task })}
                onAdd={() => setEditing({ columnId: column.id })}
                onRename={() => setRenaming({ id: column.id, name: column.name })}
                onShift={(delta) => saveColumn.mutate({ id: column.id, position: column.position + delta })}
                isFirst={column.position === 0}
                isLast={column.position === columns.length - 1}
              />
            ))}
          </Box>
          <DragOverlay>{activeTask ? <CardBody task={activeTask} isOverlay /> : null}</DragOverlay>
        </DndContext>
      </QueryFeedback>
      {editing ? (
        <TaskDialog
          task={editing.task}
          columnId={editing.columnId}
          canWrite={canWrite}
          canBlock={hasPermission(user, 'dynamic_slot.write')}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {renaming ? (
        <RenameColumn
          value={renaming.name}
          onCancel={() => setRenaming(null)}
          onSave={(name) => saveColumn.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })}
        />
      ) : null}
    </>
  );
}

function RenameColumn({
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

interface BoardColumnProps {
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

function BoardColumn({
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

function SortableCard({ task, disabled, onOpen }: { task: TaskDto; disabled: boolean; onOpen: () => void }) {
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

function CardBody({ task, isOverlay }: { task: TaskDto; isOverlay?: boolean }) {
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
            sx={
              task.priority === 'low'
                ? undefined
                : { bgcolor: `${PRIORITY_COLOR[task.priority]}.darker`, color: 'common.white' }
            }
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
