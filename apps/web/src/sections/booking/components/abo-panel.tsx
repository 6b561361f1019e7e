// The abo tab (DESIGN.md §4 Abo): choose court, weekday and time; see which dates of the season are
// free (POST /subscrptions); add the subscription — all its free dates held together — to the cart.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SpaceTypeFilter } from '@courtside/core/enums';
import { isoWeekday, minutesOfTime, timeOfMinutes } from '@courtside/core/slots/time';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useAddToCart } from '../../cart/api/add-to-cart';
import type { Formatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import { useIsSignedIn } from '../../cart/use-signed-in';
import { useSlotsInfo } from '../api/get-slots-info';
import type { SlotsInfoRow } from '../api/get-slots-info';
import { useAddSubscription, useCheckSubscriptionDates } from '../api/subscriptions';
import type { SubscriptionDate, WeeklySlot } from '../api/subscriptions';
import { SLOT_TONES } from '../slot-style';

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
  const { t } = useTranslation('booking');
  const isSignedIn = useIsSignedIn();
  const info = useSlotsInfo(date);
  const courts = useMemo(
    () => (info.data?.rows ?? []).filter((r) => r.bookingTypes.includes('abo') && r.slotMinutes && (!category || r.category === category) && (spaceType === 'all' || r.spaceType === spaceType)),
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

  const slot: WeeklySlot | null = court && time ? { resourceId: court.resourceId, weekday, startTime: time, minutes: court.slotMinutes! } : null;
  const free = (dates ?? []).filter((d) => d.state === 'free');
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
      addToCart.mutate([{ resourceId: slot.resourceId, start: first.start, end: first.end, bookingType: 'abo', quantity: 1 }], {
        onSuccess: () => {
          setSubscriptionDetail([{ resourceId: slot.resourceId, subStartDate: dates?.[0]?.date ?? first.date, subEndDate: dates?.at(-1)?.date ?? first.date }]);
          notify.success(t('abo.added', { count: free.length }));
          setDates(null);
        },
        onError: notify.error,
      });
      return;
    }
    create.mutate(slot, {
      onSuccess: (answer) => {
        const subscription = answer.rows[0];
        const first = free[0];
        if (!subscription || !first) return;
        addToCart.mutate([{ resourceId: slot.resourceId, start: first.start, end: first.end, bookingType: 'abo', quantity: 1, subscriptionId: subscription.id }], {
          onSuccess: () => {
            setSubscriptionDetail([{ resourceId: slot.resourceId, subStartDate: subscription.subStartDate, subEndDate: subscription.subEndDate }]);
            notify.success(t('abo.added', { count: subscription.bookingIds.length }));
            setDates(null);
          },
          onError: notify.error,
        });
      },
      onError: notify.error,
    });
  };

  return (
    <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {info.data?.rows[0]?.season ? t('abo.intro', { season: info.data.rows[0].season.name }) : t('abo.introNoSeason')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <TextField select size="small" label={t('abo.court')} value={court?.resourceId ?? ''} onChange={(e) => change(() => setResourceId(e.target.value))} sx={{ minWidth: 180 }} disabled={courts.length === 0}>
          {courts.map((c) => (
            <MenuItem key={c.resourceId} value={c.resourceId}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('abo.weekday')} value={weekday} onChange={(e) => change(() => setWeekday(Number(e.target.value)))} sx={{ minWidth: 160 }}>
          {WEEKDAYS.map((d) => (
            <MenuItem key={d} value={d}>
              {t(`weekday.${d}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('abo.time')} value={time} onChange={(e) => change(() => setStartTime(e.target.value))} sx={{ minWidth: 120 }} disabled={times.length === 0}>
          {times.map((x) => (
            <MenuItem key={x} value={x}>
              {x}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => slot && check.mutate(slot, { onSuccess: (a) => setDates(a.rows), onError: notify.error })} disabled={!slot || check.isPending} data-testid="abo-check">
          {t('abo.check')}
        </Button>
      </Stack>
      {dates ? (
        <Box sx={{ mt: 3 }} data-testid="abo-dates">
          <Typography variant="subtitle1" component="h3">
            {t('abo.result', { free: free.length, total: dates.filter((d) => d.state !== 'past').length })}
          </Typography>
          {conflicts.length > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('abo.conflicts', { count: conflicts.length })}
            </Typography>
          ) : null}
          <Box component="ul" aria-label={t('abo.datesLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, my: 2, listStyle: 'none' }}>
            {dates
              .filter((d) => d.state !== 'past')
              .map((d) => (
                <li key={d.date}>
                  <Chip
                    size="small"
                    label={`${f.date(d.start)}${d.state === 'conflict' ? ` · ${t('abo.taken')}` : ''}`}
                    sx={{ bgcolor: d.state === 'free' ? `${SLOT_TONES.available.main}22` : `${SLOT_TONES.booked.main}33`, textDecoration: d.state === 'conflict' ? 'line-through' : 'none' }}
                  />
                </li>
              ))}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
            <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
              {t('abo.total', { price: f.money(total), count: free.length })}
            </Typography>
            <Button variant="contained" color="warning" onClick={onAdd} disabled={free.length === 0 || create.isPending || addToCart.isPending} data-testid="abo-add">
              {t('abo.add')}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </Card>
  );
}
