// /dashboard/dynamic-slots: special prices, come-together sessions and blocks on
// the courts, with places taken; create, edit, cancel (a session refunds its players) and move a
// session with all its bookings.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/EventBusyOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import MoveIcon from '@mui/icons-material/MoveUpOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { DynamicSlotDto } from '@courtside/core/dynamic-slot-schemas';
import { zonedInstant } from '@courtside/core/slots/time';
import { dynamicSlotKinds } from '@courtside/core/slots/types';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { localDateOf, useManagementFormat } from '../../shared/format';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback, useRefreshOnForbidden } from '../../shared/query-feedback';
import { useBookableCourts } from '../api/get-courts';
import { useDynamicSlots } from '../api/get-dynamic-slots';
import { useCancelDynamicSlot } from '../api/save-dynamic-slot';
import { DynamicSlotDialog } from '../components/dynamic-slot-dialog';
import { MoveSessionDialog } from '../components/move-session-dialog';

type Editing = { slot?: DynamicSlotDto } | null;

export function DynamicSlotsView() {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  const grid = useGridQuery({ defaults: { filters: { status: 'active' } } });
  const from = grid.query.filters.from ?? localDateOf(new Date(), format.timeZone);
  const status = (grid.query.filters.status ?? 'active') as 'active' | 'cancelled' | 'all';
  const kind = grid.query.filters.kind;
  const { data, error, isFetching, isLoading, refetch } = useDynamicSlots({
    from: zonedInstant(from, '00:00', format.timeZone).toISOString(),
    status,
    kind,
    limit: grid.query.pageSize,
    offset: grid.query.page * grid.query.pageSize,
  });
  const courts = useBookableCourts();
  const courtName = useMemo(() => new Map((courts.data?.rows ?? []).map((c) => [c.id, c.name])), [courts.data]);
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState<DynamicSlotDto | null>(null);
  const [reason, setReason] = useState('');
  const [moving, setMoving] = useState<DynamicSlotDto | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const cancel = useCancelDynamicSlot();
  useRefreshOnForbidden(cancel.error);

  const columns = useMemo<GridColDef<DynamicSlotDto>[]>(
    () => [
      {
        field: 'start',
        headerName: t('dynamicSlots.fields.when'),
        minWidth: 230,
        flex: 1,
        valueGetter: (_v, row) => format.range(row.start, row.end),
      },
      {
        field: 'resourceId',
        headerName: t('dynamicSlots.fields.court'),
        minWidth: 120,
        valueGetter: (value: string) => courtName.get(value) ?? '–',
      },
      {
        field: 'kind',
        headerName: t('dynamicSlots.fields.kind'),
        minWidth: 210,
        valueGetter: (value: string) => t(`dynamicSlots.kinds.${value}`),
        renderCell: ({ row }) => <Chip size="small" variant="outlined" label={t(`dynamicSlots.kinds.${row.kind}`)} />,
      },
      { field: 'title', headerName: t('dynamicSlots.fields.title'), minWidth: 140, flex: 1 },
      {
        field: 'priceCents',
        headerName: t('dynamicSlots.fields.price'),
        minWidth: 100,
        valueFormatter: (value: number | null) => format.money(value),
      },
      {
        field: 'places',
        headerName: t('dynamicSlots.fields.usage'),
        minWidth: 110,
        valueGetter: (_v, row) =>
          row.kind === 'come_together' ? `${row.placesTaken ?? 0} / ${row.capacity ?? 0}` : '–',
      },
      {
        field: 'status',
        headerName: t('dynamicSlots.fields.status'),
        minWidth: 110,
        valueGetter: (value: string) => t(`dynamicSlots.statuses.${value}`),
      },
      {
        field: 'actions',
        headerName: t('actions.label'),
        minWidth: 140,
        disableExport: true,
        renderCell: ({ row }) =>
          row.status === 'active' ? (
            // The row opens the edit dialog on click: the action buttons must not open it too.
            <Box onClick={(e) => e.stopPropagation()} sx={{ display: 'flex' }}>
              <Tooltip title={t('actions.edit')}>
                <IconButton size="small" aria-label={t('actions.edit')} onClick={() => setEditing({ slot: row })}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {row.kind === 'come_together' ? (
                <Tooltip title={t('dynamicSlots.move')}>
                  <IconButton size="small" aria-label={t('dynamicSlots.move')} onClick={() => setMoving(row)}>
                    <MoveIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              <Tooltip title={t('dynamicSlots.cancel')}>
                <IconButton size="small" aria-label={t('dynamicSlots.cancel')} onClick={() => setCancelling(row)}>
                  <CancelIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ) : null,
      },
    ],
    [t, format, courtName],
  );

  return (
    <>
      <PageHeader
        title={t('dynamicSlots.title')}
        subtitle={t('dynamicSlots.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t('dynamicSlots.new')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="date"
          label={t('dynamicSlots.filters.from')}
          value={from}
          onChange={(e) => grid.setFilter('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          select
          label={t('dynamicSlots.fields.kind')}
          value={kind ?? ''}
          onChange={(e) => grid.setFilter('kind', e.target.value)}
          size="small"
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {dynamicSlotKinds.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`dynamicSlots.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('dynamicSlots.fields.status')}
          value={status}
          onChange={(e) => grid.setFilter('status', e.target.value)}
          size="small"
          sx={{ minWidth: 160 }}
        >
          {(['active', 'cancelled', 'all'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`dynamicSlots.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {moved ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setMoved(null)} data-testid="session-moved">
          {moved}
        </Alert>
      ) : null}
      <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>
          <AppDataGrid<DynamicSlotDto>
            label={t('dynamicSlots.title')}
            rows={data?.rows ?? []}
            rowCount={data?.count}
            loading={isFetching}
            error={data ? error : null}
            columns={columns.map((c) => ({ ...c, sortable: false, filterable: false }))}
            state={grid}
            hasSearch={false}
            export={{ fileName: 'dynamic-slots' }}
            onRowActivate={(row) => row.status === 'active' && setEditing({ slot: row })}
          />
        </Card>
      </QueryFeedback>
      {moving ? (
        <MoveSessionDialog
          session={moving}
          onClose={() => setMoving(null)}
          onMoved={(answer) => {
            setMoving(null);
            setMoved(
              t('dynamicSlots.moved', {
                count: answer.mailed,
                court: courtName.get(answer.slot.resourceId) ?? '',
                when: format.range(answer.slot.start, answer.slot.end),
              }),
            );
          }}
        />
      ) : null}
      {editing ? <DynamicSlotDialog slot={editing.slot} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(cancelling)}
        title={t('dynamicSlots.cancelTitle')}
        text={
          cancelling?.kind === 'come_together'
            ? t('dynamicSlots.cancelSession', { count: cancelling.placesTaken ?? 0 })
            : t('dynamicSlots.cancelText')
        }
        confirmLabel={t('dynamicSlots.cancel')}
        isDanger
        isPending={cancel.isPending}
        error={cancel.error ? managementError(cancel.error, t) : null}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(
            { id: cancelling.id, reason: reason.trim() || undefined },
            {
              onSuccess: () => {
                setCancelling(null);
                setReason('');
              },
            },
          )
        }
      >
        <TextField
          label={t('dynamicSlots.fields.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
    </>
  );
}
