// Loading, failure and lost-permission states of a management screen. A 403 means an admin took a
// permission away: the session is reloaded so the menu and the guards follow at once.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useAuthStore } from '../../../auth/auth-store';
import { ErrorView } from '../../error/error-view';
import { isForbidden, managementError } from './management-error';

/** Reloads the profile (and its permissions) after the server refused with 403. */
export function useRefreshOnForbidden(error: unknown): void {
  useEffect(() => {
    if (isForbidden(error)) void useAuthStore.getState().initialize();
  }, [error]);
}

interface QueryFeedbackProps {
  isLoading: boolean;
  error: unknown;
  onRetry?: () => void;
  children: ReactNode;
}

export function QueryFeedback({ isLoading, error, onRetry, children }: QueryFeedbackProps) {
  const { t } = useTranslation('management');
  useRefreshOnForbidden(error);
  if (isForbidden(error)) {
    return (
      <Box sx={{ py: 6 }}>
        <ErrorView status={403} />
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          ) : undefined
        }
      >
        {managementError(error, t)}
      </Alert>
    );
  }
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  return children;
}
