// The frame of every venue-setup dialog: title, the refusal from the server, save and cancel,
// full screen on a phone.
import { useEffect, useRef } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { managementError } from '../../shared/management-error';

interface SetupDialogProps {
  title: string;
  error: unknown;
  isPending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  /** Problems found before saving (the same rules the server applies). */
  warnings?: string[];
}

export function SetupDialog({
  title,
  error,
  isPending,
  onSubmit,
  onClose,
  children,
  maxWidth = 'sm',
  warnings = [],
}: SetupDialogProps) {
  const { t } = useTranslation('management');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const errorRef = useRef<HTMLDivElement>(null);
  // The refusal is shown above the fields: bring it into view in a long, scrolled dialog.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby="setup-dialog-title"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="setup-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {error ? (
            <Alert ref={errorRef} severity="error" role="alert" sx={{ mb: 2 }} data-testid="setup-error">
              {managementError(error, t)}
            </Alert>
          ) : null}
          {warnings.length ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {warnings.map((w) => (
                <div key={w}>{w}</div>
              ))}
            </Alert>
          ) : null}
          <Box sx={{ pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
