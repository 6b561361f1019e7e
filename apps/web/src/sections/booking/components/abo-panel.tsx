// The abo tab (docs/product.md#abo Abo): choose court, weekday and time; see which dates of the season are
// free (POST /subscrptions); add the subscription — all its free dates held together — to the cart.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closedDayLabel } from '@courtside/core/slots/closed-days';
import type { SpaceTypeFilter } from '@courtside/core/enums';
import { isoWeekday, minutesOfTime, timeOfMinutes } from '@courtside/core/slots/time';
import { LightSelectField } from '../../../components/form/light-field';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { Button, Card, Chip, Text, cx } from '../../../ui';
import { useAddToCart } from '../../cart/api/add-to-cart';
import type { Formatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import { useIsSignedIn } from '../../cart/use-signed-in';
import { useSlotsInfo } from '../api/get-slots-info';
import type { SlotsInfoRow } from '../api/get-slots-info';
import { useAddSubscription, useCheckSubscriptionDates } from '../api/subscriptions';
import type { SubscriptionDate, WeeklySlot } from '../api/subscriptions';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Start times of a weekday from the court's opening hours and slot length. */
export function startTimes(row: SlotsInfoRow | undefined, weekday: number): string[] {
  if (!row?.slotMinutes) return [];
  const step = row.slotMinutes;
  const out: string[] = [];
  for (const { open, close } of row.openingHours[String(weekday)] ?? []) {
    for (let m = minutesOfTime(open); m + step <= minutesOfTime(close); m += step) out.push(timeOfMinutes(m));
  }
  return out;
}

interface AboPanelProps {
  date: string;
  category: string | null;
  spaceType: SpaceTypeFilter;
  f: Formatters;
}

export function AboPanel({ date, category, spaceType, f }: AboPanelProps) {
  const { t, i18n } = useTranslation(['booking-more', 'booking']);
  const isSignedIn = useIsSignedIn();
  const info = useSlotsInfo(date);
  const courts = useMemo(
    () =>
      (info.data?.rows ?? []).filter(
        (r) =>
          r.bookingTypes.includes('abo') &&
          r.slotMinutes &&
          (!category || r.category === category) &&
          (spaceType === 'all' || r.spaceType === spaceType),
      ),
    [info.data, category, spaceType],
  );
  const [resourceId, setResourceId] = useState('');
  const [weekday, setWeekday] = useState(() => isoWeekday(date));
  const [startTime, setStartTime] = useState('');
  const court = courts.find((c) => c.resourceId === resourceId) ?? courts[0];
  const times = startTimes(court, weekday);
  const time = times.includes(startTime) ? startTime : (times.find((x) => x >= '18:00') ?? times[0] ?? '');
  const check = useCheckSubscriptionDates();
  const create = useAddSubscription();
  const addToCart = useAddToCart();
  const setSubscriptionDetail = useCheckoutStore((state) => state.setSubscriptionDetail);
  const notify = useNotify();
  const [dates, setDates] = useState<SubscriptionDate[] | null>(null);
  // The dates checked open below the form, on a phone below the fold: the result's heading is
  // scrolled into view and focused (screen readers read how many dates are free).
  const resultRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!dates || !resultRef.current) return;
    resultRef.current.focus({ preventScroll: true });
    resultRef.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [dates]);

  const slot: WeeklySlot | null =
    court && time ? { resourceId: court.resourceId, weekday, startTime: time, minutes: court.slotMinutes! } : null;
  const free = (dates ?? []).filter((d) => d.state === 'free');
  // docs/product.md#closed-days: a closed date is skipped and named with its reason.
  const closedText = (label: Record<string, string> | undefined) => {
    const text = closedDayLabel(label, i18n.language);
    return text ? t('booking:grid.closed', { label: text }) : t('booking:grid.closedNoLabel');
  };
  const conflicts = (dates ?? []).filter((d) => d.state === 'conflict');
  const total = free.reduce((sum, d) => sum + d.priceCents, 0);
  const change = (apply: () => void) => {
    apply();
    setDates(null);
  };

  const onAdd = () => {
    if (!slot) return;
    if (!isSignedIn) {
      // A guest has no cart cookie yet for POST /subscrptions/add: the cart makes the abo itself
      // (bookingType abo without subscriptionId) and sets the cookie, so a visitor can buy one.
      const first = free[0];
      if (!first) return;
      addToCart.mutate(
        [{ resourceId: slot.resourceId, start: first.start, end: first.end, bookingType: 'abo', quantity: 1 }],
        {
          onSuccess: () => {
            setSubscriptionDetail([
              {
                resourceId: slot.resourceId,
                subStartDate: dates?.[0]?.date ?? first.date,
                subEndDate: dates?.at(-1)?.date ?? first.date,
              },
            ]);
            notify.success(t('abo.added', { count: free.length }));
            setDates(null);
          },
          onError: notify.error,
        },
      );
      return;
    }
    create.mutate(slot, {
      onSuccess: (answer) => {
        const subscription = answer.rows[0];
        const first = free[0];
        if (!subscription || !first) return;
        addToCart.mutate(
          [
            {
              resourceId: slot.resourceId,
              start: first.start,
              end: first.end,
              bookingType: 'abo',
              quantity: 1,
              subscriptionId: subscription.id,
            },
          ],
          {
            onSuccess: () => {
              setSubscriptionDetail([
                {
                  resourceId: slot.resourceId,
                  subStartDate: subscription.subStartDate,
                  subEndDate: subscription.subEndDate,
                },
              ]);
              notify.success(t('abo.added', { count: subscription.bookingIds.length }));
              setDates(null);
            },
            onError: notify.error,
          },
        );
      },
      onError: notify.error,
    });
  };

  return (
    <Card variant="outlined" className="bk-abo">
      <Text variant="body2" className="bk-abo-intro">
        {info.data?.rows[0]?.season
          ? t('abo.intro', { season: info.data.rows[0].season.name })
          : t('abo.introNoSeason')}
      </Text>
      <div className="bk-abo-form">
        <LightSelectField
          id="abo-court"
          size="small"
          label={t('abo.court')}
          value={court?.resourceId ?? ''}
          onChange={(value) => change(() => setResourceId(value))}
          className="bk-abo-court"
          disabled={courts.length === 0}
        >
          {courts.map((c) => (
            <option key={c.resourceId} value={c.resourceId}>
              {c.name}
            </option>
          ))}
        </LightSelectField>
        <LightSelectField
          id="abo-weekday"
          size="small"
          label={t('abo.weekday')}
          value={String(weekday)}
          onChange={(value) => change(() => setWeekday(Number(value)))}
          className="bk-abo-weekday"
        >
          {WEEKDAYS.map((d) => (
            <option key={d} value={d}>
              {t(`weekday.${d}`)}
            </option>
          ))}
        </LightSelectField>
        <LightSelectField
          id="abo-time"
          size="small"
          label={t('abo.time')}
          value={time}
          onChange={(value) => change(() => setStartTime(value))}
          className="bk-abo-time"
          disabled={times.length === 0}
        >
          {times.map((x) => (
            <option key={x} value={x}>
              {x}
            </option>
          ))}
        </LightSelectField>
        <Button
          variant="outlined"
          onClick={() => slot && check.mutate(slot, { onSuccess: (a) => setDates(a.rows), onError: notify.error })}
          disabled={!slot || check.isPending}
          data-testid="abo-check"
        >
          {t('abo.check')}
        </Button>
      </div>
      {dates ? (
        <div className="bk-abo-dates" data-testid="abo-dates">
          <Text variant="subtitle1" as="h3" ref={resultRef} tabIndex={-1} className="bk-abo-result">
            {t('abo.result', { free: free.length, total: dates.filter((d) => d.state !== 'past').length })}
          </Text>
          {conflicts.length > 0 ? (
            <Text variant="body2" color="secondary">
              {t('abo.conflicts', { count: conflicts.length })}
            </Text>
          ) : null}
          <ul aria-label={t('abo.datesLabel')} className="bk-abo-chips">
            {dates
              .filter((d) => d.state !== 'past')
              .map((d) => (
                <li key={d.date}>
                  <Chip
                    label={`${f.date(d.start)}${
                      d.state === 'conflict'
                        ? ` · ${t('abo.taken')}`
                        : d.state === 'closed'
                          ? ` · ${closedText(d.closedLabel)}`
                          : ''
                    }`}
                    className={cx(d.state === 'free' ? 'bk-abo-free' : 'bk-abo-taken')}
                  />
                </li>
              ))}
          </ul>
          <div className="bk-abo-total">
            <Text variant="h6" as="p">
              {t('abo.total', { price: f.money(total), count: free.length })}
            </Text>
            <Button
              variant="contained"
              className="bk-btn-warning"
              onClick={onAdd}
              disabled={free.length === 0 || create.isPending || addToCart.isPending}
              data-testid="abo-add"
            >
              {t('abo.add')}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
