import { DynamicSlotsView } from '../sections/dynamic-slots/view/dynamic-slots-view';

export function DynamicSlotsPage() {
  return <DynamicSlotsView />;
}
