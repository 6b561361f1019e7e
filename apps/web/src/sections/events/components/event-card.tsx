import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Chip, Text } from '../../../ui';
import { EventIcon } from '../../../ui/icons';
import { paths } from '../../../config/paths';
import type { Formatters } from '../../cart/format';
import { localized } from '../api/get-events';
import type { EventDto } from '../api/get-events';

/** Event images are 16:9 (800 × 450); the attributes reserve their space before they load. */
export const EVENT_IMAGE_SIZE = { width: 800, height: 450 } as const;

export function EventCard({ event, f, isFirst = false }: { event: EventDto; f: Formatters; isFirst?: boolean }) {
  const { t, i18n } = useTranslation('events');
  const title = localized(event.title, i18n.language);
  const summary = localized(event.description, i18n.language).split('\n')[0];
  // A missing image file shows the placeholder instead of a broken picture.
  const [isImageBroken, setImageBroken] = useState(false);
  return (
    <Card variant="outlined" as="article" className="ev-card" data-testid="event-card">
      <Link to={paths.events.details(event.slug)} className="cs-card-action ev-card-action">
        {event.image && !isImageBroken ? (
          // The first card is above the fold: loaded at once, the others when scrolled near.
          <img
            src={event.image}
            alt=""
            {...EVENT_IMAGE_SIZE}
            loading={isFirst ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : undefined}
            onError={() => setImageBroken(true)}
            className="ev-card-image"
          />
        ) : (
          <div className="ev-card-placeholder">
            <EventIcon className="ev-card-placeholder-icon" aria-hidden />
          </div>
        )}
        <div className="ev-card-body">
          <Text variant="overline" as="p" className="ev-date-line">
            {f.date(event.start)} · {f.timeRange(event.start, event.end)}
          </Text>
          <Text variant="h6" as="h2" className="ev-mb-1">
            {title}
          </Text>
          {summary ? (
            <Text variant="body2" color="secondary" className="ev-card-summary">
              {summary}
            </Text>
          ) : null}
          {event.tickets ? (
            <div className="ev-card-chips">
              <Chip
                tone={event.tickets.placesLeft > 0 ? 'success' : 'default'}
                className="ev-chip"
                label={
                  event.tickets.placesLeft > 0
                    ? t('tickets.available', {
                        count: event.tickets.placesLeft,
                        price: f.money(event.tickets.priceCents),
                      })
                    : t('tickets.soldOut')
                }
              />
            </div>
          ) : null}
        </div>
      </Link>
    </Card>
  );
}
