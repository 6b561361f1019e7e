// errorElement of the root route (SPEC.md §2): 'Unexpected Application Error!' with the status or
// message and, where available, the stack trace. Plain elements (it is part of the start-up);
// the 403/404 views are MUI screens loaded when needed.
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/loading-screen/loading-screen';
import { Button, Text } from '../../ui';

const ErrorView = lazy(async () => {
  const [{ ErrorView: View }, { withMuiTheme }] = await Promise.all([
    import('../../sections/error/error-view'),
    import('../../theme/theme-provider'),
  ]);
  return { default: withMuiTheme(View) };
});

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
      <div className="cs-error-page">
        <Suspense fallback={<LoadingScreen />}>
          <ErrorView status={error.status} />
        </Suspense>
      </div>
    );
  }

  const { heading, stack } = describe(error);
  return (
    <main role="alert" className="cs-error-unexpected">
      <Text variant="h2" as="h1">
        Unexpected Application Error!
      </Text>
      <Text variant="h5" as="h2" color="error" className="cs-error-heading">
        {heading}
      </Text>
      <Text color="secondary">{t('errors.unexpectedHint', { defaultValue: '' })}</Text>
      {stack ? <pre aria-label={t('errors.stack', { defaultValue: 'Stack trace' })}>{stack}</pre> : null}
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('actions.reload', { defaultValue: 'Reload page' })}
      </Button>
    </main>
  );
}
