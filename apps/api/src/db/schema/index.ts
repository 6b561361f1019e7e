// The schema object Drizzle needs (the one barrel allowed in the API: drizzle-kit and the
// query builder read every table from here). One file per table group.
export * from './organizations';
export * from './users';
export * from './venue';
export * from './auth';
export * from './booking';
export * from './coupons';
export * from './checkout';
export * from './invoices';
export * from './content';
export * from './public-site';
export * from './payment-links';
export * from './reports';
export * from './waitlist';
export * from './tasks';
export * from './shop';
export * from './chat';
export * from './passes';
export * from './courses';
export * from './rentals';
export * from './jobs';
export * from './splits';
export * from './fulfilment';
export * from './payment-debts';
export * from './payment-fees';
