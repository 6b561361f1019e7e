import { ErrorView } from '../../sections/error/error-view';

export function Page403() {
  return <ErrorView status={403} />;
}
