// /events/:slug: the event's dates, place and description, and tickets when it sells places.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { useFormatters } from '../../cart/format';
import { useDynamicSlot } from '../../dynamic-slots/api/get-sessions';
import { JoinSessionButton } from '../../dynamic-slots/components/join-session-button';
import { usePriceList } from '../../pricing/api/get-price-list';
import { localized, useEvent } from '../api/get-events';

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

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Button component={RouterLink} to={paths.events.root} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />} color="inherit" sx={{ mb: 3 }}>
        {t('details.back')}
      </Button>
      {isPending ? <Skeleton variant="rounded" height={360} /> : null}
      {isNotFound ? (
        <>
          <SitePageMeta title={t('details.notFound')} />
          <Typography variant="h3" component="h1" sx={{ mb: 2 }}>{t('details.notFound')}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('details.notFoundText')}</Typography>
        </>
      ) : null}
      {error && !isNotFound ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>{t('retry')}</Button>}>
          {t('details.error')}
        </Alert>
      ) : null}
      {event ? (
        <article data-testid="event-details">
          <SitePageMeta title={localized(event.title, i18n.language)} description={localized(event.description, i18n.language).slice(0, 160)} />
          {event.image && !isImageBroken ? <Box component="img" src={event.image} alt="" onError={() => setImageBroken(true)} sx={{ width: '100%', borderRadius: 2, aspectRatio: '16 / 9', objectFit: 'cover', mb: 3 }} /> : null}
          <Typography variant="overline" component="p" sx={{ color: 'primary.dark' }}>
            {f.longDate(event.start)}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '2.75rem' } }}>
            {localized(event.title, i18n.language)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, mb: 4 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>{t('details.when')}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {f.date(event.start) === f.date(event.end) ? `${f.date(event.start)}, ${f.timeRange(event.start, event.end)}` : `${f.date(event.start)} ${f.time(event.start)} – ${f.date(event.end)} ${f.time(event.end)}`}
            </Typography>
            {place ? (
              <>
                <Typography component="dt" sx={{ fontWeight: 600 }}>{t('details.where')}</Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {place.name}, {place.address.street}, {place.address.postalCode} {place.address.city}
                </Typography>
              </>
            ) : null}
          </Box>
          <Stack sx={{ gap: 2, mb: 5 }}>
            {localized(event.description, i18n.language)
              .split(/\n{2,}/)
              .map((p) => (
                <Typography key={p} sx={{ lineHeight: 1.7, whiteSpace: 'pre-line' }}>{p}</Typography>
              ))}
          </Stack>
          {event.tickets && event.sessionId && session ? (
            <Card variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="tickets-heading" data-testid="event-tickets">
              <Typography id="tickets-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('tickets.title')}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>
                {event.tickets.placesLeft > 0 ? t('tickets.left', { count: event.tickets.placesLeft, capacity: event.tickets.capacity }) : t('tickets.soldOutText')}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="p">{t('tickets.price', { price: f.money(event.tickets.priceCents) })}</Typography>
                <JoinSessionButton
                  f={f}
                  label={t('tickets.get')}
                  session={{ sessionId: event.sessionId, resourceId: event.tickets.resourceId, start: session.start, end: session.end, title: localized(event.title, i18n.language), placesLeft: event.tickets.placesLeft, priceCents: event.tickets.priceCents }}
                />
              </Stack>
            </Card>
          ) : null}
        </article>
      ) : null}
    </Container>
  );
}
