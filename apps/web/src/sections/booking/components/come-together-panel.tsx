// The come-together tab: the open sessions from the chosen day to the end of the booking window,
// by day, with their places left; book one or more places.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import type { SpaceTypeFilter } from '@courtside/core/enums';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import { Alert, Button, Card, Chip, IconButton, Skeleton, Text, cx } from '../../../ui';
import { AddIcon, GroupsOutlinedIcon, RemoveIcon } from '../../../ui/icons-more';
import type { Formatters } from '../../cart/format';
import { useResources, useSessions } from '../api/get-sessions';
import type { ResourceDto, SessionDto } from '../api/get-sessions';
import type { GridSlot } from '../slot-model';
import { useSlotActions } from '../use-slot-actions';
import { WaitlistJoin } from '../../waitlist/components/waitlist-join';

interface SessionView {
  session: SessionDto;
  court: ResourceDto | undefined;
  inCart: CartItemDto | undefined;
}

/** A session as the slot the shared hold action takes. */
function asSlot(view: SessionView): GridSlot {
  const { session } = view;
  return {
    start: session.start,
    end: session.end,
    state: 'come_together',
    price: session.priceCents ?? 0,
    bookable: true,
    availability: session.availability,
    placesLeft: session.placesLeft,
    capacity: session.capacity ?? undefined,
    sessionId: session.id,
    title: session.title ?? undefined,
    resourceId: session.resourceId,
    resourceName: view.court?.name ?? '',
    display: 'come_together',
    isActionable: true,
    column: '',
    minutes: 0,
  };
}

function SessionCard({
  view,
  f,
  isPending,
  onBook,
}: {
  view: SessionView;
  f: Formatters;
  isPending: boolean;
  onBook: (places: number) => void;
}) {
  const { t } = useTranslation(['booking-more', 'booking']);
  const [places, setPlaces] = useState(1);
  const { session } = view;
  const capacity = session.capacity ?? 0;
  const left = session.placesLeft ?? 0;
  const isFull = session.availability === 'full' || left <= 0;
  const taken = capacity > 0 ? Math.round(((capacity - left) / capacity) * 100) : 0;
  const max = Math.min(left, 10);
  const price = session.priceCents ?? 0;
  const occupancy = t('session.occupancy', { taken: capacity - left, capacity });
  return (
    <Card variant="outlined" as="li" className="bk-ct-card" data-testid="session-card">
      <div className="bk-ct-card-head">
        <div>
          <Text variant="subtitle1" as="h4">
            {session.title ?? t('session.title')}
          </Text>
          <Text variant="body2" className="bk-ct-sub">
            {view.court?.name} · {f.timeRange(session.start, session.end)}
          </Text>
        </div>
        {isFull ? (
          <Chip label={t('booking:slot.short.full')} />
        ) : session.availability === 'caution' ? (
          <Chip tone="warning" label={t('booking:slot.short.caution')} />
        ) : null}
      </div>
      <div>
        <div
          role="progressbar"
          aria-valuenow={taken}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={occupancy}
          className={cx('bk-progress', isFull && 'bk-progress-full')}
        >
          <div className="bk-progress-bar" style={{ width: `${taken}%` }} />
        </div>
        <Text variant="caption" className="bk-ct-sub">
          {t('session.placesLeft', { count: left })} · {t('booking:slot.pricePerPlace', { price: f.money(price) })}
        </Text>
      </div>
      {view.inCart ? (
        <Alert severity="success" className="bk-ct-incart">
          {t('session.inCart', { count: view.inCart.quantity })}
        </Alert>
      ) : isFull ? (
        <WaitlistJoin target={{ kind: 'session', sessionId: session.id }} />
      ) : (
        <div className="bk-ct-places">
          <IconButton
            size="small"
            aria-label={t('session.fewer')}
            onClick={() => setPlaces((n) => Math.max(1, n - 1))}
            disabled={places <= 1}
          >
            <RemoveIcon size="sm" />
          </IconButton>
          <output aria-live="polite" className="bk-ct-count">
            {places}
          </output>
          <IconButton
            size="small"
            aria-label={t('session.more')}
            onClick={() => setPlaces((n) => Math.min(max, n + 1))}
            disabled={places >= max}
          >
            <AddIcon size="sm" />
          </IconButton>
          <Button
            variant="contained"
            className="bk-ct-book"
            onClick={() => onBook(places)}
            disabled={isPending}
            data-testid="session-book"
          >
            {t('session.book', { count: places, price: f.money(price * places) })}
          </Button>
        </div>
      )}
    </Card>
  );
}

interface ComeTogetherPanelProps {
  date: string;
  lastDate: string;
  timeZone: string;
  category: string | null;
  spaceType: SpaceTypeFilter;
  cartItems: readonly CartItemDto[];
  f: Formatters;
}

export function ComeTogetherPanel({
  date,
  lastDate,
  timeZone,
  category,
  spaceType,
  cartItems,
  f,
}: ComeTogetherPanelProps) {
  const { t } = useTranslation(['booking-more', 'booking']);
  const actions = useSlotActions(f);
  // From the chosen day (or now, if that is later) to the end of the booking window.
  const from = useMemo(
    () => new Date(Math.max(zonedInstant(date, '00:00', timeZone).getTime(), Date.now())).toISOString(),
    [date, timeZone],
  );
  const to = useMemo(() => zonedInstant(addDays(lastDate, 1), '00:00', timeZone).toISOString(), [lastDate, timeZone]);
  const sessions = useSessions(from, to);
  const resources = useResources();

  const days = useMemo(() => {
    const courts = new Map((resources.data?.rows ?? []).map((r) => [r.id, r]));
    // A course's dates are sold by enrolling in the course (its page), not one place at a time.
    const views = (sessions.data?.rows ?? [])
      .filter((session) => !session.courseId)
      .map((session) => ({
        session,
        court: courts.get(session.resourceId),
        inCart: cartItems.find((i) => i.sessionId === session.id),
      }))
      .filter(
        (v) =>
          (!category || v.court?.category === category) && (spaceType === 'all' || v.court?.spaceType === spaceType),
      )
      .sort((a, b) => a.session.start.localeCompare(b.session.start));
    const byDay = new Map<string, SessionView[]>();
    for (const view of views) {
      const day = localDate(new Date(view.session.start), timeZone);
      byDay.set(day, [...(byDay.get(day) ?? []), view]);
    }
    return [...byDay.entries()];
  }, [sessions.data, resources.data, cartItems, category, spaceType, timeZone]);

  if (sessions.isPending || resources.isPending) return <Skeleton variant="rounded" height={160} />;
  if (sessions.isError) return <Alert severity="error">{t('booking:grid.error')}</Alert>;
  if (days.length === 0) {
    return (
      <div className="bk-empty" data-testid="sessions-empty">
        <GroupsOutlinedIcon className="bk-ct-empty-icon" />
        <Text variant="h6" as="p">
          {t('session.none')}
        </Text>
        <Text variant="body2" color="secondary" className="bk-ct-empty">
          {t('session.noneHint')}
        </Text>
      </div>
    );
  }
  return (
    <div className="bk-ct-days">
      {days.map(([day, views]) => (
        <section key={day} aria-labelledby={`sessions-${day}`}>
          <Text variant="subtitle1" as="h3" id={`sessions-${day}`} className="bk-ct-day-title">
            {f.longDate(day)}
          </Text>
          <ul className="bk-ct-cards">
            {views.map((view) => (
              <SessionCard
                key={view.session.id}
                view={view}
                f={f}
                isPending={actions.isPending}
                onBook={(places) => actions.hold(asSlot(view), 'come_together', places)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
