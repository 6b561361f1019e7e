// /events/:slug: the event's dates, place and description, and tickets when it sells places.
// Plain elements and the light component layer (ui/), styled by events.css; the ticket dialog is
// MUI and loads when opened (components/event-tickets-button.tsx).
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Card, Container, Skeleton, Text } from '../../../ui';
import { ArrowBackIcon } from '../../../ui/icons-more';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../cart/format';
import { useDynamicSlot } from '../../dynamic-slots/api/get-sessions';
import { usePriceList } from '../../pricing/api/get-price-list';
import { localized, useEvent } from '../api/get-events';
import { EVENT_IMAGE_SIZE } from '../components/event-card';
import { EventTicketsButton } from '../components/event-tickets-button';
import '../events.css';

export function EventDetailsView() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('events');
  const f = useFormatters();
  const { data: event, isPending, error, refetch } = useEvent(slug);
  const { data: prices } = usePriceList();
  // Tickets are places in the event's come-together session, held for the session's own times.
  const { data: session } = useDynamicSlot(event?.sessionId ?? null);
  const [isImageBroken, setImageBroken] = useState(false);
  const isNotFound = error instanceof ApiError && error.status === 404;
  const place = prices?.locations.find((l) => l.id === event?.locationId) ?? prices?.locations[0];
  // A renamed event's old address answers with the event under its new slug: show the new address.
  const navigate = useNavigate();
  useEffect(() => {
    if (event && event.slug !== slug) void navigate(paths.events.details(event.slug), { replace: true });
  }, [event, slug, navigate]);

  return (
    <Container maxWidth="md" className="ev-details-page">
      <ButtonLink
        to={paths.events.root}
        startIcon={<ArrowBackIcon size="sm" flip />}
        color="inherit"
        className="ev-back"
      >
        {t('details.back')}
      </ButtonLink>
      {isPending ? <Skeleton variant="rounded" height={360} /> : null}
      {isNotFound ? (
        <>
          <SitePageMeta title={t('details.notFound')} />
          <Text variant="h3" as="h1" className="ev-mb-2">
            {t('details.notFound')}
          </Text>
          <Text color="secondary">{t('details.notFoundText')}</Text>
        </>
      ) : null}
      {error && !isNotFound ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('details.error')}
        </Alert>
      ) : null}
      {event ? (
        <article data-testid="event-details">
          <SitePageMeta
            title={localized(event.title, i18n.language)}
            description={localized(event.description, i18n.language).slice(0, 160)}
          />
          {/* Above the fold: loaded at once with priority; the attributes reserve its space. */}
          {event.image && !isImageBroken ? (
            <img
              src={event.image}
              alt=""
              {...EVENT_IMAGE_SIZE}
              fetchPriority="high"
              onError={() => setImageBroken(true)}
              className="ev-details-image"
            />
          ) : null}
          <Text variant="overline" as="p" className="ev-date-line">
            {f.longDate(event.start)}
          </Text>
          <Text variant="h2" as="h1" className="ev-details-title">
            {localized(event.title, i18n.language)}
          </Text>
          <dl className="ev-facts">
            <Text as="dt" className="ev-fact-name">
              {t('details.when')}
            </Text>
            <Text as="dd" className="ev-fact-value">
              {f.date(event.start) === f.date(event.end)
                ? `${f.date(event.start)}, ${f.timeRange(event.start, event.end)}`
                : `${f.date(event.start)} ${f.time(event.start)} – ${f.date(event.end)} ${f.time(event.end)}`}
            </Text>
            {place ? (
              <>
                <Text as="dt" className="ev-fact-name">
                  {t('details.where')}
                </Text>
                <Text as="dd" className="ev-fact-value">
                  {place.name}, {place.address.street}, {place.address.postalCode} {place.address.city}
                </Text>
              </>
            ) : null}
          </dl>
          <div className="ev-description">
            {localized(event.description, i18n.language)
              .split(/\n{2,}/)
              .map((p) => (
                <Text key={p} className="ev-paragraph">
                  {p}
                </Text>
              ))}
          </div>
          {event.tickets && event.sessionId && session ? (
            <Card
              variant="outlined"
              as="section"
              className="ev-tickets"
              aria-labelledby="tickets-heading"
              data-testid="event-tickets"
            >
              <Text id="tickets-heading" variant="h5" as="h2" className="ev-mb-1">
                {t('tickets.title')}
              </Text>
              <Text color="secondary" className="ev-mb-2">
                {event.tickets.placesLeft > 0
                  ? t('tickets.left', { count: event.tickets.placesLeft, capacity: event.tickets.capacity })
                  : t('tickets.soldOutText')}
              </Text>
              <div className="ev-tickets-row">
                <Text variant="h6" as="p">
                  {t('tickets.price', { price: f.money(event.tickets.priceCents) })}
                </Text>
                <EventTicketsButton
                  f={f}
                  label={t('tickets.get')}
                  session={{
                    sessionId: event.sessionId,
                    resourceId: event.tickets.resourceId,
                    start: session.start,
                    end: session.end,
                    title: localized(event.title, i18n.language),
                    placesLeft: event.tickets.placesLeft,
                    priceCents: event.tickets.priceCents,
                  }}
                />
              </div>
            </Card>
          ) : null}
        </article>
      ) : null}
    </Container>
  );
}
