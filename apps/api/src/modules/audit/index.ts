// The audit module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { audit, auditActor } from './audit.service';
export { auditRepository } from './audit.repository';
export { historyRoutes } from './history.routes';
export type { HistoryActor } from './history.routes';
