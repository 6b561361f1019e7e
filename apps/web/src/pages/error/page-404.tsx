import { ErrorView } from '../../sections/error/error-view';

export function Page404() {
  return <ErrorView status={404} />;
}
