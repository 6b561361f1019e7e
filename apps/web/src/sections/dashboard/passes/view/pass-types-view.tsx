// /dashboard/passes: the venue's pass types (punch cards), docs/product/passes.md. Staff read them
// (pass.read); pass.write creates and changes them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { PassTypeDto } from '@courtside/core/passes';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { useFormatters } from '../../../cart/format';
import { coversText, unitsText, windowsText } from '../../../passes/components/pass-text';
import { managementError } from '../../shared/management-error';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { usePassTypes, useSavePassType } from '../api/pass-types';
import { PassTypeFormDialog } from '../components/pass-type-form-dialog';

export function PassTypesView() {
  const { t } = useTranslation('passes');
  const f = useFormatters();
  const canWrite = hasPermission(
    useAuthStore((s) => s.user),
    'pass.write',
  );
  const types = usePassTypes();
  const save = useSavePassType();
  const [editing, setEditing] = useState<{ type: PassTypeDto | null } | null>(null);
  return (
    <>
      <PageHeader
        title={t('types.title')}
        subtitle={t('types.subtitle')}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ type: null })}>
              {t('types.new')}
            </Button>
          ) : null
        }
      />
      {save.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {managementError(save.error, t)}
        </Alert>
      ) : null}
      <QueryFeedback isLoading={types.isLoading} error={types.error}>
        {types.data?.length === 0 ? <Alert severity="info">{t('types.empty')}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
          {types.data?.map((type) => (
            <Card key={type.id} variant="outlined" data-testid="pass-type-row">
              <CardContent>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                    {type.displayName}
                  </Typography>
                  {type.active ? null : <Chip size="small" label={t('types.inactive')} />}
                </Stack>
                <Typography variant="h5" component="p" sx={{ my: 1 }}>
                  {f.money(type.priceCents)}{' '}
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('vat', { rate: type.vatPercent })}
                  </Typography>
                </Typography>
                <Typography variant="body2">
                  {unitsText(type.unit, type.units, t)} · {coversText(type.bookingTypes, t)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {windowsText(type.windows, f, t)} · {t('validity', { count: type.validityMonths })}
                </Typography>
              </CardContent>
              {canWrite ? (
                <CardActions>
                  <Button size="small" onClick={() => setEditing({ type })}>
                    {t('types.edit')}
                  </Button>
                </CardActions>
              ) : null}
            </Card>
          ))}
        </Box>
      </QueryFeedback>
      {editing ? (
        <PassTypeFormDialog
          type={editing.type}
          isSaving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) => save.mutate({ id: editing.type?.id, body }, { onSuccess: () => setEditing(null) })}
        />
      ) : null}
    </>
  );
}
