import { PassTypesView } from '../../sections/dashboard/passes/view/pass-types-view';

export function PassTypesPage() {
  return <PassTypesView />;
}
