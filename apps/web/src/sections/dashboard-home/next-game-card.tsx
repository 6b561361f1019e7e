// "Your next game" on a customer's dashboard home: the soonest upcoming booking (court, date and
// time in the venue's zone), add to calendar and a link to all bookings; or an invitation to book.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, ButtonLink, Card, Skeleton, Stack, Text } from '../../ui';
import { EventIcon } from '../../ui/icons';
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
    <Card as="section" aria-labelledby="next-game-title" className="dh-next" data-testid="next-game">
      <Text id="next-game-title" variant="overline" as="h2" color="secondary">
        {t('dashboardHome.nextGame.title')}
      </Text>
      {bookings.isPending ? <Skeleton height={72} /> : null}
      {bookings.data && game ? (
        <>
          <Text variant="h5" as="p" style={{ marginTop: 4 }} data-testid="next-game-court">
            {court ?? <Skeleton variant="text" width={120} />}
          </Text>
          <Text color="secondary" data-testid="next-game-when">
            {t('dashboardHome.nextGame.when', {
              date: f.longDate(game.start),
              time: f.timeRange(game.start, game.end),
            })}
          </Text>
          <Stack direction="row" gap={1} wrap className="dh-next-actions">
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventIcon size="sm" />}
              onClick={() =>
                void downloadFromApi(
                  `/calendar/bookings/${game.id}.ics?lang=${lang}`,
                  `booking-${game.id.slice(0, 8)}.ics`,
                ).catch((e: unknown) => notify.error(e))
              }
            >
              {t('dashboardHome.nextGame.ics')}
            </Button>
            <ButtonLink size="small" to={paths.dashboard.bookings.root}>
              {t('dashboardHome.nextGame.all')}
            </ButtonLink>
          </Stack>
        </>
      ) : null}
      {bookings.data && !game ? (
        <>
          <Text style={{ marginTop: 4 }}>{t('dashboardHome.nextGame.empty')}</Text>
          <ButtonLink variant="contained" to={paths.dashboard.book} className="dh-next-actions">
            {t('dashboardHome.nextGame.book')}
          </ButtonLink>
        </>
      ) : null}
    </Card>
  );
}
