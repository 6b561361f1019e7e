// /dynamic-slots: upcoming come-together sessions (bookable, with who joined) and special prices.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDate } from '@courtside/core/slots/time';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { paths } from '../../../config/paths';
import { useBookingStore } from '../../../stores/booking-store';
import { useFormatters } from '../../cart/format';
import { useCourts, useSessionPlayers, useUpcomingSlots } from '../api/get-sessions';
import type { DynamicSlot } from '../api/get-sessions';
import { JoinSessionButton } from '../components/join-session-button';
import { PlayersAvatars } from '../components/players-avatars';

export function DynamicSlotsView() {
  const { t } = useTranslation('events');
  const f = useFormatters();
  const navigate = useNavigate();
  const setBookingDate = useBookingStore((s) => s.setDate);
  // Rounded to the minute so the query key stays stable while the page is open.
  const [from] = useState(() => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString());
  const slots = useUpcomingSlots(from);
  const courts = useCourts();
  const visible = useMemo(
    () => (slots.data?.rows ?? []).filter((s) => s.kind !== 'block').sort((a, b) => a.start.localeCompare(b.start)),
    [slots.data],
  );
  const sessions = visible.filter((s) => s.kind === 'come_together');
  const specials = visible.filter((s) => s.kind === 'special_price');
  const players = useSessionPlayers(sessions.map((s) => s.id));
  const courtName = (id: string) => courts.data?.rows.find((c) => c.id === id)?.name ?? '';

  const openDay = (slot: DynamicSlot) => {
    setBookingDate(localDate(new Date(slot.start), f.timeZone));
    void navigate(paths.booking.root);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <SitePageMeta title={t('sessions.title')} description={t('sessions.meta')} />
      <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
        {t('sessions.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 720, mb: 5 }}>
        {t('sessions.lead')}
      </Typography>
      {slots.isPending ? <Skeleton variant="rounded" height={240} /> : null}
      {slots.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void slots.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('sessions.error')}
        </Alert>
      ) : null}
      {slots.data ? (
        <Stack sx={{ gap: 6 }}>
          <Box component="section" aria-labelledby="sessions-heading">
            <Typography id="sessions-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
              {t('sessions.comeTogether')}
            </Typography>
            {sessions.length === 0 ? <Alert severity="info">{t('sessions.noneSessions')}</Alert> : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {sessions.map((s) => {
                const capacity = s.capacity ?? 0;
                const placesLeft = s.placesLeft ?? Math.max(0, capacity - (s.placesTaken ?? 0));
                return (
                  <Card key={s.id} variant="outlined" component="article" sx={{ p: 2.5 }} data-testid="session-card">
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                      <Typography variant="h6" component="h3">
                        {s.title ?? t('sessions.defaultTitle')}
                      </Typography>
                      {s.availability === 'caution' ? (
                        <Chip size="small" color="warning" label={t('sessions.almostFull')} />
                      ) : null}
                    </Stack>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                      {f.longDate(s.start)} · {f.timeRange(s.start, s.end)} · {courtName(s.resourceId)}
                    </Typography>
                    {s.note ? (
                      <Typography variant="body2" sx={{ mb: 1 }}>
                        {s.note}
                      </Typography>
                    ) : null}
                    <PlayersAvatars
                      players={players.data?.rows.find((p) => p.sessionId === s.id)}
                      capacity={capacity}
                    />
                    <Stack
                      direction="row"
                      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2, gap: 1, flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ fontWeight: 700 }}>
                        {t('sessions.perPlace', { price: f.money(s.priceCents ?? 0) })}
                      </Typography>
                      <JoinSessionButton
                        f={f}
                        label={t('sessions.join')}
                        session={{
                          sessionId: s.id,
                          resourceId: s.resourceId,
                          start: s.start,
                          end: s.end,
                          title: s.title ?? t('sessions.defaultTitle'),
                          placesLeft,
                          priceCents: s.priceCents ?? 0,
                        }}
                      />
                    </Stack>
                  </Card>
                );
              })}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="specials-heading">
            <Typography id="specials-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
              {t('sessions.specials')}
            </Typography>
            {specials.length === 0 ? <Alert severity="info">{t('sessions.noneSpecials')}</Alert> : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
              {specials.map((s) => (
                <Card key={s.id} variant="outlined" component="article" sx={{ p: 2.5 }} data-testid="special-card">
                  <Typography variant="h6" component="h3">
                    {s.title ?? t('sessions.specialTitle')}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                    {f.longDate(s.start)} · {f.timeRange(s.start, s.end)} · {courtName(s.resourceId)}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, mb: 2 }}>
                    {t('sessions.specialPrice', { price: f.money(s.priceCents ?? 0) })}
                  </Typography>
                  <Button variant="outlined" onClick={() => openDay(s)}>
                    {t('sessions.bookDay')}
                  </Button>
                </Card>
              ))}
            </Box>
          </Box>
        </Stack>
      ) : null}
    </Container>
  );
}
