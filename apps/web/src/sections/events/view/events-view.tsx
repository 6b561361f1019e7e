// /events with a date filter: upcoming events, or the events of one chosen day. Plain elements and
// the light component layer (ui/), styled by events.css: no MUI on this page.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Skeleton, Text } from '../../../ui';
import { LightTextField } from '../../../components/form/light-field';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { useFormatters } from '../../cart/format';
import { useEvents } from '../api/get-events';
import { EventCard } from '../components/event-card';
import '../events.css';

const isDate = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

export function EventsView() {
  const { t } = useTranslation('events');
  const f = useFormatters();
  const [params, setParams] = useSearchParams();
  const date = isDate(params.get('date')) ? params.get('date')! : undefined;
  const { data, isPending, isError, refetch } = useEvents(date);

  const setDate = (value: string) => {
    const next = new URLSearchParams(params);
    if (isDate(value)) next.set('date', value);
    else next.delete('date');
    setParams(next, { replace: true });
  };

  return (
    <Container className="ev-list-page">
      <SitePageMeta title={t('list.title')} description={t('list.meta')} />
      <Text variant="h2" as="h1" className="ev-title">
        {t('list.title')}
      </Text>
      <Text variant="h6" as="p" color="secondary" className="ev-lead">
        {t('list.lead')}
      </Text>
      <div className="ev-filter" role="search" aria-label={t('list.filter')}>
        <div className="ev-date-field">
          <LightTextField type="date" label={t('list.date')} value={date ?? ''} onChange={setDate} id="events-date" />
        </div>
        {date ? (
          <Button onClick={() => setDate('')} color="inherit" variant="outlined">
            {t('list.showUpcoming')}
          </Button>
        ) : null}
        <Text role="status" color="secondary" className="ev-count">
          {data
            ? date
              ? t('list.countOn', { count: data.count, date: f.longDate(date) })
              : t('list.countUpcoming', { count: data.count })
            : ''}
        </Text>
      </div>
      {isPending ? (
        // Card-shaped placeholders keep the layout still when the events arrive (CLS).
        <div className="ev-grid">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" className="ev-card-skeleton" />
          ))}
        </div>
      ) : null}
      {isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('list.error')}
        </Alert>
      ) : null}
      {data && data.rows.length === 0 ? (
        <Alert severity="info" role="alert">
          {date ? t('list.noneOn') : t('list.none')}
        </Alert>
      ) : null}
      {data ? (
        <div className="ev-grid">
          {data.rows.map((event, index) => (
            <EventCard key={event.id} event={event} f={f} isFirst={index === 0} />
          ))}
        </div>
      ) : null}
    </Container>
  );
}
