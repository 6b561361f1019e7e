// /dashboard/permission: the role × permission matrix of the venue for admins.
// Saving takes effect at once: the server reads the matrix on every request.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Role } from '@courtside/core/enums';
import type { Permission } from '@courtside/core/permissions';
import { useAuthStore } from '../../../../auth/auth-store';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback, useRefreshOnForbidden } from '../../shared/query-feedback';
import { RecordHistoryButton } from '../../shared/record-history';
import { useMatrix, useSaveMatrix } from '../api/permission-matrix';
import type { MatrixAnswer } from '../api/permission-matrix';
import { groupPermissions, permissionKey } from '../components/permission-groups';

function MatrixEditor({ answer, save }: { answer: MatrixAnswer; save: ReturnType<typeof useSaveMatrix> }) {
  const { t } = useTranslation('management');
  const organizationId = useAuthStore((s) => s.user?.organizationId);
  useRefreshOnForbidden(save.error);
  const [matrix, setMatrix] = useState(answer.matrix);
  const isDirty = answer.roles.some(
    (r) => [...(matrix[r] ?? [])].sort().join() !== [...(answer.matrix[r] ?? [])].sort().join(),
  );
  const isLocked = (role: Role, p: Permission) => (answer.locked[role] ?? []).includes(p);
  const toggle = (role: Role, p: Permission, on: boolean) =>
    setMatrix((m) => ({ ...m, [role]: on ? [...(m[role] ?? []), p] : (m[role] ?? []).filter((x) => x !== p) }));

  return (
    <>
      {save.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {managementError(save.error, t)}
        </Alert>
      ) : null}
      {save.isSuccess && !isDirty ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="matrix-saved">
          {t('permissions.saved')}
        </Alert>
      ) : null}
      <Card>
        <TableContainer sx={{ maxHeight: { md: '70vh' } }}>
          <Table size="small" stickyHeader aria-label={t('permissions.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('permissions.permission')}</TableCell>
                {answer.roles.map((role) => (
                  <TableCell key={role} align="center">
                    {t(`roles.${role}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {groupPermissions(answer.permissions).map(({ group, permissions }) => [
                <TableRow key={group}>
                  <TableCell colSpan={answer.roles.length + 1} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                    {t(`permissions.groups.${group}`, { defaultValue: group })}
                  </TableCell>
                </TableRow>,
                ...permissions.map((p) => (
                  <TableRow key={p} hover>
                    <TableCell>
                      <Typography variant="body2">
                        {t(`permissions.names.${permissionKey(p)}`, { defaultValue: p })}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                        {p}
                      </Typography>
                    </TableCell>
                    {answer.roles.map((role) => {
                      const label = t('permissions.cell', { role: t(`roles.${role}`), permission: p });
                      const box = (
                        <Checkbox
                          checked={(matrix[role] ?? []).includes(p)}
                          disabled={isLocked(role, p)}
                          onChange={(e) => toggle(role, p, e.target.checked)}
                          slotProps={{ input: { 'aria-label': label } }}
                        />
                      );
                      return (
                        <TableCell key={role} align="center" padding="checkbox">
                          {isLocked(role, p) ? (
                            <Tooltip title={t('permissions.locked')}>
                              <span>{box}</span>
                            </Tooltip>
                          ) : (
                            box
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                )),
              ])}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3, position: 'sticky', bottom: 16 }}>
        {organizationId ? <RecordHistoryButton entity="permission_matrix" id={organizationId} /> : null}
        <Button variant="outlined" onClick={() => setMatrix(answer.matrix)} disabled={!isDirty}>
          {t('actions.reset')}
        </Button>
        <Button
          variant="contained"
          disabled={!isDirty}
          loading={save.isPending}
          onClick={() =>
            save.mutate(matrix, {
              // The admin's own permissions may have changed too.
              onSuccess: () => void useAuthStore.getState().initialize(),
            })
          }
        >
          {t('permissions.save')}
        </Button>
      </Stack>
    </>
  );
}

export function PermissionMatrixView() {
  const { t } = useTranslation('management');
  const { data, error, isLoading, refetch } = useMatrix();
  // Kept here: the editor is re-created from the saved matrix, the save's outcome stays visible.
  const save = useSaveMatrix();
  return (
    <>
      <PageHeader title={t('permissions.title')} subtitle={t('permissions.subtitle')} />
      <QueryFeedback isLoading={isLoading} error={error} onRetry={() => void refetch()}>
        {data ? <MatrixEditor key={JSON.stringify(data.matrix)} answer={data} save={save} /> : null}
      </QueryFeedback>
    </>
  );
}
