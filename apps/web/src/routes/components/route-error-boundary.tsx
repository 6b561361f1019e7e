// The error boundary around every route (docs/product.md#public-site): 'Unexpected Application Error!' with the
// message and, where available, the stack trace. A screen that throws while rendering, or whose code
// could not be downloaded, shows it in place of the whole page; the next navigation clears it (what
// the data router's root errorElement did, ADR 027). Plain elements: it is part of the start-up.
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '../../ui';

function describe(error: unknown): { heading: string; stack?: string } {
  if (error instanceof Error) return { heading: error.message, stack: error.stack };
  if (typeof error === 'string') return { heading: error };
  return { heading: 'Unknown error' };
}

function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation('common', { useSuspense: false });
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

interface Props {
  /** The current path: a new one clears a caught error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  pathname: string;
  error: unknown;
  hasError: boolean;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname, error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, error: null, hasError: false };
  }

  override render() {
    return this.state.hasError ? <UnexpectedError error={this.state.error} /> : this.props.children;
  }
}
