// Messages of the public contact form, newest first: who wrote, about what, when, and whether
// staff has handled it. Opening one shows the whole text with reply and "handled".
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../../../components/data-grid/data-grid';
import { useGridQuery } from '../../../../components/data-grid/use-grid-query';
import { useManagementFormat } from '../../shared/format';
import { QueryFeedback } from '../../shared/query-feedback';
import { StatusFilter } from './status-filter';
import { contactStatuses, useContactMessages } from '../api/mail';
import type { ContactMessage, ContactStatus } from '../api/mail';
import { ContactMessageDialog } from './contact-message-dialog';
import { ContactStatusChip } from './mail-status-chip';

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

export function ContactList() {
  const { t } = useTranslation('management');
  const format = useManagementFormat();
  // On a phone the toolbar has no room for the filter beside search and buttons: it goes above.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The outbox grid keeps its state in the URL; this second grid keeps its own.
  const grid = useGridQuery({ syncWithUrl: false });
  // A snapshot of the row: the dialog stays open when a status change takes it out of the filter.
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const status = contactStatuses.includes(grid.query.filters.status as ContactStatus)
    ? (grid.query.filters.status as ContactStatus)
    : undefined;
  const { data, error, isFetching, isLoading, refetch } = useContactMessages({
    page: grid.query.page + 1,
    pageSize: grid.query.pageSize,
    status,
  });

  const columns = useMemo<GridColDef<ContactMessage>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('mail.fields.receivedAt'),
        minWidth: 160,
        valueFormatter: (value: string) => format.dateTime(value),
      },
      {
        field: 'status',
        headerName: t('mail.fields.handled'),
        minWidth: 130,
        type: 'singleSelect',
        valueOptions: contactStatuses.map((s) => ({ value: s, label: t(`mail.contactStatuses.${s}`) })),
        renderCell: ({ row }) => <ContactStatusChip status={row.status} />,
      },
      { field: 'name', headerName: t('mail.fields.name'), minWidth: 150, flex: 0.8 },
      { field: 'email', headerName: t('mail.fields.email'), minWidth: 190, flex: 0.8 },
      { field: 'subject', headerName: t('mail.fields.subject'), minWidth: 180, flex: 1 },
      {
        field: 'message',
        headerName: t('mail.fields.message'),
        minWidth: 240,
        flex: 1.5,
        valueFormatter: (value: string) => excerpt(value),
      },
    ],
    [t, format],
  );

  const statusFilter = (
    <StatusFilter
      label={t('mail.fields.handled')}
      allLabel={t('mail.allStatuses')}
      value={status}
      statuses={contactStatuses}
      labelOf={(s) => t(`mail.contactStatuses.${s}`)}
      onChange={(value) => grid.setFilter('status', value)}
      testId="contact-status-filter"
    />
  );

  return (
    <QueryFeedback isLoading={isLoading} error={data ? null : error} onRetry={() => void refetch()}>
      {isPhone ? statusFilter : null}
      <AppDataGrid<ContactMessage>
        label={t('mail.tabs.contact')}
        rows={data?.rows ?? []}
        rowCount={data?.count}
        loading={isFetching}
        error={data ? error : null}
        columns={columns.map((c) => ({ ...c, sortable: false, filterable: c.field === 'status' }))}
        state={grid}
        filterFields={['status']}
        hasSearch={false}
        toolbarStart={isPhone ? undefined : statusFilter}
        export={{ fileName: 'contact-messages' }}
        onRowActivate={(row) => setOpen(row)}
      />
      {open ? <ContactMessageDialog key={open.id} message={open} onClose={() => setOpen(null)} /> : null}
    </QueryFeedback>
  );
}
