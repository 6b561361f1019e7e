// "Your next game" on a customer's dashboard home: the soonest upcoming booking (court, date and
// time in the venue's zone), add to calendar and a link to all bookings; or an invitation to book.
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { paths } from '../../config/paths';
import { downloadFromApi } from '../../lib/download';
import { useFormatters } from '../cart/format';
import { useNotify } from '../cart/notify';
import { useCourts } from '../dynamic-slots/api/get-sessions';
import { useMyBookings } from '../my-bookings/api/my-bookings';
import { nextGame } from '../my-bookings/utils/group-bookings';

export function NextGameCard() {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const notify = useNotify();
  const bookings = useMyBookings();
  const courts = useCourts();
  const [now] = useState(() => Date.now());
  const game = bookings.data ? nextGame(bookings.data.rows, now) : undefined;
  const court = game ? courts.data?.rows.find((c) => c.id === game.resourceId)?.name : undefined;
  const lang = i18n.language.startsWith('de') ? 'de' : 'en';
  return (
    <Card
      component="section"
      aria-labelledby="next-game-title"
      sx={{ p: { xs: 2.5, md: 3 }, mb: 3 }}
      data-testid="next-game"
    >
      <Typography id="next-game-title" variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {t('dashboardHome.nextGame.title')}
      </Typography>
      {bookings.isPending ? <Skeleton variant="rounded" height={72} /> : null}
      {bookings.data && game ? (
        <>
          <Typography variant="h5" component="p" sx={{ mt: 0.5 }} data-testid="next-game-court">
            {court ?? <Skeleton width={120} />}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }} data-testid="next-game-when">
            {t('dashboardHome.nextGame.when', {
              date: f.longDate(game.start),
              time: f.timeRange(game.start, game.end),
            })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventIcon />}
              onClick={() =>
                void downloadFromApi(
                  `/calendar/bookings/${game.id}.ics?lang=${lang}`,
                  `booking-${game.id.slice(0, 8)}.ics`,
                ).catch((e: unknown) => notify.error(e))
              }
            >
              {t('dashboardHome.nextGame.ics')}
            </Button>
            <Button size="small" component={RouterLink} to={paths.dashboard.bookings.root}>
              {t('dashboardHome.nextGame.all')}
            </Button>
          </Stack>
        </>
      ) : null}
      {bookings.data && !game ? (
        <>
          <Typography sx={{ mt: 0.5 }}>{t('dashboardHome.nextGame.empty')}</Typography>
          <Button variant="contained" component={RouterLink} to={paths.dashboard.book} sx={{ mt: 2 }}>
            {t('dashboardHome.nextGame.book')}
          </Button>
        </>
      ) : null}
    </Card>
  );
}
