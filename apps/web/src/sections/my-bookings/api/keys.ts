// Query keys of my bookings, apart from the queries: the cart's guest merge refreshes these lists
// without loading the my-bookings module at start-up.
export const myBookingsKeys = {
  bookings: ['my-bookings'] as const,
  quote: (id: string) => ['my-bookings', 'quote', id] as const,
  invoices: ['my-invoices'] as const,
  feed: ['calendar-feed'] as const,
};
