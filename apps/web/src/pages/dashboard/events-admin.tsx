// /dashboard/tour (docs/product.md#events): the staff list and editor of the venue's events.
import { useParams } from 'react-router';
import { EventEditorView } from '../../sections/dashboard/events-admin/view/event-editor-view';
import { EventListView } from '../../sections/dashboard/events-admin/view/event-list-view';

export function EventsAdminPage() {
  return <EventListView />;
}

export function EventEditorPage() {
  const { id } = useParams();
  return <EventEditorView id={id} />;
}
