// errorElement of the root route (docs/product.md#public-site): 'Unexpected Application Error!' with the status or
// message and, where available, the stack trace. Plain elements: it is part of the start-up.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../sections/error/error-view';
import { Button, Text } from '../../ui';

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
        <ErrorView status={error.status} />
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
