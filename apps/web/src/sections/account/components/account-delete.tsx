// Data export and account deletion (GDPR Art. 15/17/20). The dialog offers the export first, so
// nobody deletes an account without having had the chance to take their data along.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useAuthStore } from '../../../auth/auth-store';
import { FormPasswordField } from '../../../components/form/form-text-field';
import { zodFormResolver } from '../../../components/form/zod-resolver';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../config/paths';
import { useDeleteMyAccount } from '../api/delete-account';
import { useExportMyData } from '../api/export-data';

const deleteFormSchema = z.object({ password: z.string().min(1) });
type DeleteForm = z.input<typeof deleteFormSchema>;

export function AccountDelete() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearSession = useAuthStore((s) => s.clearSession);
  const exportData = useExportMyData();
  const deleteAccount = useDeleteMyAccount();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [skipsExport, setSkipsExport] = useState(false);
  const { control, handleSubmit } = useForm<DeleteForm>({
    resolver: zodFormResolver(deleteFormSchema, t),
    defaultValues: { password: '' },
  });
  const mayDelete = exportData.isSuccess || skipsExport;

  const onDelete = handleSubmit(async ({ password }) => {
    try {
      await deleteAccount.mutateAsync({ password });
      clearSession();
      void navigate(paths.home, { replace: true });
    } catch {
      // Shown from the mutation's error below.
    }
  });

  const exportButton = (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => exportData.mutate()}
      loading={exportData.isPending}
    >
      {t('account.privacy.export')}
    </Button>
  );

  return (
    <Stack sx={{ gap: 3 }}>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {t('account.privacy.exportTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('account.privacy.exportText')}
        </Typography>
        {exportData.isError ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {errorMessage(exportData.error, t)}
          </Alert>
        ) : null}
        {exportButton}
      </Box>
      <Box sx={{ p: 2.5, borderRadius: 2, border: 1, borderColor: 'error.light' }}>
        <Typography variant="h6" component="h3" sx={{ mb: 0.5, color: 'error.main' }}>
          {t('account.privacy.deleteTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('account.privacy.deleteText')}
        </Typography>
        <Button color="error" variant="contained" onClick={() => setDialogOpen(true)}>
          {t('account.privacy.delete')}
        </Button>
      </Box>

      <Dialog
        open={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="delete-title"
      >
        <Box component="form" noValidate onSubmit={onDelete}>
          <DialogTitle id="delete-title">{t('account.privacy.deleteTitle')}</DialogTitle>
          <DialogContent>
            <Stack sx={{ gap: 2.5 }}>
              <Typography variant="body2">{t('account.privacy.step1')}</Typography>
              {exportButton}
              {exportData.isSuccess ? <Alert severity="success">{t('account.privacy.exported')}</Alert> : null}
              <FormControlLabel
                control={<Checkbox checked={skipsExport} onChange={(e) => setSkipsExport(e.target.checked)} />}
                label={t('account.privacy.skipExport')}
              />
              <Typography variant="body2">{t('account.privacy.step2')}</Typography>
              <FormPasswordField
                name="password"
                control={control}
                label={t('auth.fields.password')}
                autoComplete="current-password"
                disabled={!mayDelete}
                showLabel={t('auth.fields.showPassword')}
                hideLabel={t('auth.fields.hidePassword')}
              />
              {deleteAccount.isError ? (
                <Alert severity="error" role="alert">
                  {errorMessage(deleteAccount.error, t)}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="inherit" onClick={() => setDialogOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={!mayDelete}
              loading={deleteAccount.isPending}
            >
              {t('account.privacy.deleteConfirm')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Stack>
  );
}
