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
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, DragOverEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddIcon from '@mui/icons-material/Add';
import type { TaskColumnDto, TaskDto } from '@courtside/core/task-schemas';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { useBookableCourts } from '../../dynamic-slots/api/get-courts';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { useMoveTask, useSaveColumn, useTaskBoard, useTaskStream } from '../api/tasks-api';
import type { BoardFilter } from '../api/tasks-api';
import { TaskDialog } from '../components/task-dialog';
import { RenameColumn, BoardColumn, CardBody } from '../components/board-column';

type Order = Record<string, string[]>;

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
