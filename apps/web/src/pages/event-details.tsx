import { EventDetailsView } from '../sections/events/view/event-details-view';

export function EventDetailsPage() {
  return <EventDetailsView />;
}
