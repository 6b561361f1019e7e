// errorElement of the root route (SPEC.md §2): 'Unexpected Application Error!' with the status or
// message and, where available, the stack trace.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorView } from '../../sections/error/error-view';

function describe(error: unknown): { heading: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { heading: `${error.status} ${error.statusText}`.trim() };
  if (error instanceof Error) return { heading: error.message, stack: error.stack };
  if (typeof error === 'string') return { heading: error };
  return { heading: 'Unknown error' };
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common', { useSuspense: false });

  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) {
    return (
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 3,
        }}
      >
        <ErrorView status={error.status} />
      </Box>
    );
  }

  const { heading, stack } = describe(error);
  return (
    <Box
      component="main"
      role="alert"
      sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 6, md: 10 } }}
    >
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Unexpected Application Error!
      </Typography>
      <Typography
        variant="h5"
        component="h2"
        sx={{ color: 'error.main', mb: 2, wordBreak: 'break-word' }}
      >
        {heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {t('errors.unexpectedHint', { defaultValue: '' })}
      </Typography>
      {stack ? (
        <Box
          component="pre"
          aria-label={t('errors.stack', { defaultValue: 'Stack trace' })}
          sx={{
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflowX: 'auto',
            fontSize: 12,
            lineHeight: 1.6,
            mb: 3,
          }}
        >
          {stack}
        </Box>
      ) : null}
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('actions.reload', { defaultValue: 'Reload page' })}
      </Button>
    </Box>
  );
}
