import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { paths } from '../../../routes/paths';
import type { Formatters } from '../../cart/format';
import { localized } from '../api/get-events';
import type { EventDto } from '../api/get-events';

export function EventCard({ event, f }: { event: EventDto; f: Formatters }) {
  const { t, i18n } = useTranslation('events');
  const title = localized(event.title, i18n.language);
  const summary = localized(event.description, i18n.language).split('\n')[0];
  // A missing image file shows the placeholder instead of a broken picture.
  const [isImageBroken, setImageBroken] = useState(false);
  return (
    <Card variant="outlined" component="article" data-testid="event-card">
      <CardActionArea component={RouterLink} to={paths.events.details(event.slug)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        {event.image && !isImageBroken ? (
          <Box component="img" src={event.image} alt="" loading="lazy" onError={() => setImageBroken(true)} sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
        ) : (
          <Box sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.lighter}, ${theme.palette.secondary.lighter})` }}>
            <EventIcon sx={{ fontSize: 56, color: 'primary.dark' }} aria-hidden />
          </Box>
        )}
        <Box sx={{ p: 2.5, flexGrow: 1 }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.dark' }}>
            {f.date(event.start)} · {f.timeRange(event.start, event.end)}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {summary ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {summary}
            </Typography>
          ) : null}
          {event.tickets ? (
            <Stack direction="row" sx={{ mt: 1.5, gap: 1 }}>
              <Chip size="small" sx={event.tickets.placesLeft > 0 ? { bgcolor: 'success.lighter', color: 'success.darker', fontWeight: 600 } : undefined} label={event.tickets.placesLeft > 0 ? t('tickets.available', { count: event.tickets.placesLeft, price: f.money(event.tickets.priceCents) }) : t('tickets.soldOut')} />
            </Stack>
          ) : null}
        </Box>
      </CardActionArea>
    </Card>
  );
}
