import { ErrorView } from '../../sections/error/error-view';

export function Page500() {
  return <ErrorView status={500} />;
}
