import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { managementError } from '../../shared/management-error';

/** A delete icon that asks first and shows why the server refused (e.g. a court with bookings). */
export function DeleteButton({
  name,
  id,
  mutation,
}: {
  name: string;
  id: string;
  mutation: UseMutationResult<unknown, Error, string>;
}) {
  const { t } = useTranslation('management');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('actions.delete')}>
        <IconButton
          size="small"
          aria-label={`${t('actions.delete')} ${name}`}
          onClick={() => {
            mutation.reset();
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title={t('venue.deleteTitle', { name })}
        text={t('venue.deleteText')}
        confirmLabel={t('actions.delete')}
        isDanger
        isPending={mutation.isPending}
        error={mutation.error ? managementError(mutation.error, t) : null}
        onClose={() => setOpen(false)}
        onConfirm={() => mutation.mutate(id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
