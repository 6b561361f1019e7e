// An event's history and revert (docs/product/content.md#history), in the shape every content item's
// history has (audit module, history.routes.ts); a revert is audited as `event.reverted`.
import { eventDtoSchema } from '@courtside/core/event-schemas';
import { historyRoutes } from '../audit';
import { eventRepository } from './event.repository';
import { eventDtos, revertEvent } from './event.service';

export const eventHistoryRoutes = historyRoutes({
  entity: 'event',
  basePath: '/api/v1/events/manage',
  tag: 'events',
  label: 'Event',
  answer: eventDtoSchema,
  exists: async (db, organizationId, id) => Boolean(await eventRepository.findById(db, organizationId, id)),
  revert: async (db, actor, id, snapshot) => (await eventDtos(db, [await revertEvent(db, actor, id, snapshot)]))[0]!,
});
