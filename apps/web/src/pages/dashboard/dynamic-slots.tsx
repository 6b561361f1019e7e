import { DynamicSlotsView } from '../../sections/dashboard/dynamic-slots/view/dynamic-slots-view';

export function DynamicSlotsPage() {
  return <DynamicSlotsView />;
}
