import { VenueView } from '../../sections/dashboard/venue/view/venue-view';

export function VenuePage() {
  return <VenueView />;
}
