// /events with a date filter: upcoming events, or the events of one chosen day.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LightTextField } from '../../../components/form/light-field';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { useFormatters } from '../../cart/format';
import { useEvents } from '../api/get-events';
import { EventCard } from '../components/event-card';

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
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <SitePageMeta title={t('list.title')} description={t('list.meta')} />
      <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
        {t('list.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 720, mb: 4 }}>
        {t('list.lead')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 4 }} role="search" aria-label={t('list.filter')}>
        <LightTextField type="date" label={t('list.date')} value={date ?? ''} onChange={setDate} sx={{ minWidth: 220 }} id="events-date" />
        {date ? (
          <Button onClick={() => setDate('')} color="inherit" variant="outlined">
            {t('list.showUpcoming')}
          </Button>
        ) : null}
        <Typography role="status" sx={{ color: 'text.secondary', minHeight: 24 }}>
          {data ? (date ? t('list.countOn', { count: data.count, date: f.longDate(date) }) : t('list.countUpcoming', { count: data.count })) : ''}
        </Typography>
      </Stack>
      {isPending ? (
        // Card-shaped placeholders keep the layout still when the events arrive (CLS).
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 5' }} />
          ))}
        </Box>
      ) : null}
      {isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>{t('retry')}</Button>}>
          {t('list.error')}
        </Alert>
      ) : null}
      {data && data.rows.length === 0 ? <Alert severity="info">{date ? t('list.noneOn') : t('list.none')}</Alert> : null}
      {data ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {data.rows.map((event) => (
            <EventCard key={event.id} event={event} f={f} />
          ))}
        </Box>
      ) : null}
    </Container>
  );
}
