// The outbox: every mail the venue's system wrote (confirmations, invoices, links, contact-form
// notices), newest first, with its delivery state. Filter by status, search recipient or subject.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import LockIcon from '@mui/icons-material/Lock';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { useManagementFormat } from '../../shared/format';
import { QueryFeedback } from '../../shared/query-feedback';
import { StatusFilter } from './status-filter';
import { outboxStatuses, useOutbox } from '../api/mail';
import type { OutboxMail, OutboxStatus } from '../api/mail';
import { OutboxStatusChip } from './mail-status-chip';
import { OutboxDetailDialog } from './outbox-detail-dialog';

export function OutboxList() {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  // On a phone the toolbar has no room for the filter beside search and buttons: it goes above.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const grid = useGridQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const status = outboxStatuses.includes(grid.query.filters.status as OutboxStatus)
    ? (grid.query.filters.status as OutboxStatus)
    : undefined;
  const search = grid.query.search.trim() || undefined;
  const { data, error, isFetching, isLoading, refetch } = useOutbox({
    page: grid.query.page + 1,
    pageSize: grid.query.pageSize,
    status,
    search,
  });

  const columns = useMemo<GridColDef<OutboxMail>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('mail.fields.createdAt'),
        minWidth: 160,
        valueFormatter: (value: string) => format.dateTime(value),
      },
      {
        field: 'status',
        headerName: t('mail.fields.status'),
        minWidth: 150,
        type: 'singleSelect',
        valueOptions: outboxStatuses.map((s) => ({ value: s, label: t(`mail.outboxStatuses.${s}`) })),
        renderCell: ({ row }) => <OutboxStatusChip status={row.status} />,
      },
      { field: 'to', headerName: t('mail.fields.to'), flex: 1, minWidth: 200 },
      {
        field: 'subject',
        headerName: t('mail.fields.subject'),
        flex: 1.4,
        minWidth: 220,
        renderCell: ({ row }) => (
          <>
            {row.redacted ? (
              <Tooltip title={t('mail.redactedShort')}>
                <LockIcon
                  fontSize="inherit"
                  aria-label={t('mail.redactedShort')}
                  sx={{ mr: 0.5, verticalAlign: 'middle', color: 'text.secondary' }}
                />
              </Tooltip>
            ) : null}
            {row.attachments.length ? (
              <AttachFileIcon
                fontSize="inherit"
                aria-label={t('mail.attachmentCount', { count: row.attachments.length })}
                sx={{ mr: 0.5, verticalAlign: 'middle', color: 'text.secondary' }}
              />
            ) : null}
            {row.subject}
          </>
        ),
      },
      { field: 'template', headerName: t('mail.fields.template'), minWidth: 170 },
      { field: 'attempts', headerName: t('mail.fields.attempts'), type: 'number', minWidth: 90 },
      {
        field: 'sentAt',
        headerName: t('mail.fields.sentAt'),
        minWidth: 160,
        valueFormatter: (value: string | null) => (value ? format.dateTime(value) : ''),
      },
    ],
    [t, format],
  );

  const statusFilter = (
    <StatusFilter
      label={t('mail.fields.status')}
      allLabel={t('mail.allStatuses')}
      value={status}
      statuses={outboxStatuses}
      labelOf={(s) => t(`mail.outboxStatuses.${s}`)}
      onChange={(value) => grid.setFilter('status', value)}
      testId="outbox-status-filter"
    />
  );

  return (
    <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
      {isPhone ? statusFilter : null}
      <AppDataGrid<OutboxMail>
        label={t('mail.tabs.outbox')}
        rows={data?.rows ?? []}
        rowCount={data?.count}
        loading={isFetching}
        error={data ? error : null}
        columns={columns.map((c) => ({ ...c, sortable: false, filterable: c.field === 'status' }))}
        state={grid}
        filterFields={['status']}
        toolbarStart={isPhone ? undefined : statusFilter}
        export={{ fileName: 'outbox' }}
        onRowActivate={(row) => setOpenId(row.id)}
      />
      {openId ? <OutboxDetailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </QueryFeedback>
  );
}
