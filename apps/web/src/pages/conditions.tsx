import { ConditionsView } from '../sections/content/view/conditions-view';

export function ConditionsPage() {
  return <ConditionsView />;
}
