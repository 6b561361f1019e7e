import { EventsView } from '../sections/events/view/events-view';

export function EventsPage() {
  return <EventsView />;
}
