// The next published events on the landing page (docs/product.md#events): up to three cards and a
// link to /events; nothing is shown while the venue has no upcoming event.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container, Text } from '../../../ui';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../cart/format';
import { useEvents } from '../../events/api/get-events';
import { EventCard } from '../../events/components/event-card';
import '../../events/events.css';

export function HomeEvents() {
  const { t } = useTranslation();
  const f = useFormatters();
  const { data } = useEvents(undefined);
  const next = (data?.rows ?? []).slice(0, 3);
  if (!next.length) return null;
  return (
    <section aria-labelledby="home-events-title" className="hm-steps" data-testid="home-events">
      <Container>
        <Text id="home-events-title" variant="h2" className="hm-steps-title">
          {t('home.nextEvents.title')}
        </Text>
        <div className="ev-grid">
          {next.map((event) => (
            <EventCard key={event.id} event={event} f={f} />
          ))}
        </div>
        <p>
          <Link to={paths.events.root}>{t('home.nextEvents.all')}</Link>
        </p>
      </Container>
    </section>
  );
}
