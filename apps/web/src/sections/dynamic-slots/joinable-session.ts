/**
 * A come-together session (or an event's tickets, which are places in one) as the join button and
 * its places dialog need it (sections/events/components/event-tickets-button.tsx).
 */
export interface JoinableSession {
  sessionId: string;
  resourceId: string;
  start: string;
  end: string;
  title: string;
  placesLeft: number;
  priceCents: number;
}
