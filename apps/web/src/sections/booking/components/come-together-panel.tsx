// The come-together tab: the open sessions from the chosen day to the end of the booking window,
// by day, with their places left; book one or more places.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import type { SpaceTypeFilter } from '@courtside/core/enums';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { Formatters } from '../../cart/format';
import { useResources, useSessions } from '../api/get-sessions';
import type { ResourceDto, SessionDto } from '../api/get-sessions';
import type { GridSlot } from '../slot-model';
import { SLOT_TONES } from '../slot-style';
import { useSlotActions } from '../use-slot-actions';

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

function SessionCard({ view, f, isPending, onBook }: { view: SessionView; f: Formatters; isPending: boolean; onBook: (places: number) => void }) {
  const { t } = useTranslation('booking');
  const [places, setPlaces] = useState(1);
  const { session } = view;
  const capacity = session.capacity ?? 0;
  const left = session.placesLeft ?? 0;
  const isFull = session.availability === 'full' || left <= 0;
  const taken = capacity > 0 ? Math.round(((capacity - left) / capacity) * 100) : 0;
  const max = Math.min(left, 10);
  const price = session.priceCents ?? 0;
  return (
    <Card variant="outlined" component="li" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, borderInlineStart: 4, borderInlineStartColor: SLOT_TONES.come_together.main, listStyle: 'none' }} data-testid="session-card">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h4">
            {session.title ?? t('session.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {view.court?.name} · {f.timeRange(session.start, session.end)}
          </Typography>
        </Box>
        {isFull ? <Chip size="small" label={t('slot.short.full')} /> : session.availability === 'caution' ? <Chip size="small" color="warning" label={t('slot.short.caution')} /> : null}
      </Stack>
      <Box>
        <LinearProgress variant="determinate" value={taken} color={isFull ? 'inherit' : 'error'} aria-label={t('session.occupancy', { taken: capacity - left, capacity })} sx={{ height: 8, borderRadius: 4, ...(isFull ? { color: 'text.disabled' } : {}) }} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('session.placesLeft', { count: left })} · {t('slot.pricePerPlace', { price: f.money(price) })}
        </Typography>
      </Box>
      {view.inCart ? (
        <Alert severity="success" sx={{ py: 0 }}>
          {t('session.inCart', { count: view.inCart.quantity })}
        </Alert>
      ) : isFull ? null : (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <IconButton size="small" aria-label={t('session.fewer')} onClick={() => setPlaces((n) => Math.max(1, n - 1))} disabled={places <= 1}>
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography component="output" aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}>
            {places}
          </Typography>
          <IconButton size="small" aria-label={t('session.more')} onClick={() => setPlaces((n) => Math.min(max, n + 1))} disabled={places >= max}>
            <AddIcon fontSize="small" />
          </IconButton>
          <Button variant="contained" color="error" sx={{ ml: 'auto', bgcolor: SLOT_TONES.come_together.dark, '&:hover': { bgcolor: '#7F2409' } }} onClick={() => onBook(places)} disabled={isPending} data-testid="session-book">
            {t('session.book', { count: places, price: f.money(price * places) })}
          </Button>
        </Stack>
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

export function ComeTogetherPanel({ date, lastDate, timeZone, category, spaceType, cartItems, f }: ComeTogetherPanelProps) {
  const { t } = useTranslation('booking');
  const actions = useSlotActions(f);
  // From the chosen day (or now, if that is later) to the end of the booking window.
  const from = useMemo(() => new Date(Math.max(zonedInstant(date, '00:00', timeZone).getTime(), Date.now())).toISOString(), [date, timeZone]);
  const to = useMemo(() => zonedInstant(addDays(lastDate, 1), '00:00', timeZone).toISOString(), [lastDate, timeZone]);
  const sessions = useSessions(from, to);
  const resources = useResources();

  const days = useMemo(() => {
    const courts = new Map((resources.data?.rows ?? []).map((r) => [r.id, r]));
    const views = (sessions.data?.rows ?? [])
      .map((session) => ({ session, court: courts.get(session.resourceId), inCart: cartItems.find((i) => i.sessionId === session.id) }))
      .filter((v) => (!category || v.court?.category === category) && (spaceType === 'all' || v.court?.spaceType === spaceType))
      .sort((a, b) => a.session.start.localeCompare(b.session.start));
    const byDay = new Map<string, SessionView[]>();
    for (const view of views) {
      const day = localDate(new Date(view.session.start), timeZone);
      byDay.set(day, [...(byDay.get(day) ?? []), view]);
    }
    return [...byDay.entries()];
  }, [sessions.data, resources.data, cartItems, category, spaceType, timeZone]);

  if (sessions.isPending || resources.isPending) return <Skeleton variant="rounded" height={160} />;
  if (sessions.isError) return <Alert severity="error">{t('grid.error')}</Alert>;
  if (days.length === 0) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6, gap: 1, textAlign: 'center' }} data-testid="sessions-empty">
        <GroupsOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="p">
          {t('session.none')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {t('session.noneHint')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 3 }}>
      {days.map(([day, views]) => (
        <Box key={day} component="section" aria-labelledby={`sessions-${day}`}>
          <Typography variant="subtitle1" component="h3" id={`sessions-${day}`} sx={{ mb: 1 }}>
            {f.longDate(day)}
          </Typography>
          <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', m: 0, p: 0 }}>
            {views.map((view) => (
              <SessionCard key={view.session.id} view={view} f={f} isPending={actions.isPending} onBook={(places) => actions.hold(asSlot(view), 'come_together', places)} />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
