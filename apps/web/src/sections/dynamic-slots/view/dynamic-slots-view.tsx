// /dynamic-slots: upcoming come-together sessions (bookable, with who joined) and special prices. On
// the light layer (ui/README.md): the page loads no MUI; the places dialog loads when opened.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDate } from '@courtside/core/slots/time';
import { Alert, Button, Card, Chip, Container, Skeleton, Text } from '../../../ui';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { paths } from '../../../config/paths';
import { useBookingStore } from '../../../stores/booking-store';
import { useFormatters } from '../../cart/format';
import { useCourts, useSessionPlayers, useUpcomingSlots } from '../api/get-sessions';
import type { DynamicSlot } from '../api/get-sessions';
import { EventTicketsButton } from '../../events/components/event-tickets-button';
import { PlayersAvatars } from '../components/players-avatars';
import '../dynamic-slots.css';

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
  // A course's dates are sold by enrolling in the course (its page), not one place at a time.
  const sessions = visible.filter((s) => s.kind === 'come_together' && !s.courseId);
  const specials = visible.filter((s) => s.kind === 'special_price');
  const players = useSessionPlayers(sessions.map((s) => s.id));
  const courtName = (id: string) => courts.data?.rows.find((c) => c.id === id)?.name ?? '';

  const openDay = (slot: DynamicSlot) => {
    setBookingDate(localDate(new Date(slot.start), f.timeZone));
    void navigate(paths.booking.root);
  };

  return (
    <Container className="ds-page">
      <SitePageMeta title={t('sessions.title')} description={t('sessions.meta')} />
      <Text variant="h2" as="h1" className="ds-title">
        {t('sessions.title')}
      </Text>
      <Text variant="h6" as="p" color="secondary" className="ds-lead">
        {t('sessions.lead')}
      </Text>
      {slots.isPending ? <Skeleton variant="rounded" className="ds-loading" /> : null}
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
        <div className="ds-sections">
          <section aria-labelledby="sessions-heading">
            <Text id="sessions-heading" variant="h4" as="h2" className="ds-section-title">
              {t('sessions.comeTogether')}
            </Text>
            {sessions.length === 0 ? <Alert severity="info">{t('sessions.noneSessions')}</Alert> : null}
            <div className="ds-grid">
              {sessions.map((s) => {
                const capacity = s.capacity ?? 0;
                const placesLeft = s.placesLeft ?? Math.max(0, capacity - (s.placesTaken ?? 0));
                return (
                  <Card key={s.id} variant="outlined" as="article" className="ds-card" data-testid="session-card">
                    <div className="ds-card-head">
                      <Text variant="h6" as="h3">
                        {s.title ?? t('sessions.defaultTitle')}
                      </Text>
                      {s.availability === 'caution' ? <Chip tone="warning" label={t('sessions.almostFull')} /> : null}
                    </div>
                    <Text variant="body2" color="secondary" className="ds-when">
                      {f.longDate(s.start)} · {f.timeRange(s.start, s.end)} · {courtName(s.resourceId)}
                    </Text>
                    {s.note ? (
                      <Text variant="body2" className="ds-note">
                        {s.note}
                      </Text>
                    ) : null}
                    <PlayersAvatars
                      players={players.data?.rows.find((p) => p.sessionId === s.id)}
                      capacity={capacity}
                    />
                    <div className="ds-foot">
                      <Text className="ds-price">{t('sessions.perPlace', { price: f.money(s.priceCents ?? 0) })}</Text>
                      <EventTicketsButton
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
                    </div>
                  </Card>
                );
              })}
            </div>
          </section>
          <section aria-labelledby="specials-heading">
            <Text id="specials-heading" variant="h4" as="h2" className="ds-section-title">
              {t('sessions.specials')}
            </Text>
            {specials.length === 0 ? <Alert severity="info">{t('sessions.noneSpecials')}</Alert> : null}
            <div className="ds-grid ds-grid-3">
              {specials.map((s) => (
                <Card key={s.id} variant="outlined" as="article" className="ds-card" data-testid="special-card">
                  <Text variant="h6" as="h3">
                    {s.title ?? t('sessions.specialTitle')}
                  </Text>
                  <Text variant="body2" color="secondary" className="ds-when">
                    {f.longDate(s.start)} · {f.timeRange(s.start, s.end)} · {courtName(s.resourceId)}
                  </Text>
                  <Text className="ds-special-price">
                    {t('sessions.specialPrice', { price: f.money(s.priceCents ?? 0) })}
                  </Text>
                  <Button variant="outlined" onClick={() => openDay(s)}>
                    {t('sessions.bookDay')}
                  </Button>
                </Card>
              ))}
            </div>
          </section>
        </div>
      ) : null}
    </Container>
  );
}
