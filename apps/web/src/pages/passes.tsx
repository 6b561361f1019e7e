import { PassesView } from '../sections/passes/view/passes-view';

export function PassesPage() {
  return <PassesView />;
}
