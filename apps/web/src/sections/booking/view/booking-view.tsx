// /booking and /dashboard/book (issue 6): date, filters, booking-type tabs, the court × time grid
// with its legend, and the held selection on its way to checkout.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { BookingType } from '@courtside/core/enums';
import { addDays } from '@courtside/core/slots/time';
import { useBookingStore } from '../../../stores/booking-store';
import { useCart } from '../../cart/api/get-cart';
import { useFormatters } from '../../cart/format';
import { BookingFilters } from '../components/booking-filters';
import { BookingTabs } from '../components/booking-tabs';
import { DateStrip } from '../components/date-strip';
import { SelectionBar } from '../components/selection-bar';
import { SlotBoard } from '../components/slot-board';
import { SlotLegend } from '../components/slot-legend';
import { filterOptions } from '../slot-model';
import { SLOT_TONES } from '../slot-style';
import type { DayPart, GridFilters } from '../slot-model';
import { BOOKING_WINDOW_DAYS, useBookingDay } from '../use-booking-day';

const TABS: BookingType[] = ['normal', 'abo', 'come_together'];

// The abo and session tabs load when opened: the grid is what most visitors come for.
const AboPanel = lazy(async () => ({ default: (await import('../components/abo-panel')).AboPanel }));
const ComeTogetherPanel = lazy(async () => ({ default: (await import('../components/come-together-panel')).ComeTogetherPanel }));

export function BookingView({ isDashboard = false }: { isDashboard?: boolean }) {
  const { t } = useTranslation('booking');
  const f = useFormatters();
  const day = useBookingDay();
  const tabName = useBookingStore((state) => state.tabName);
  const setTab = useBookingStore((state) => state.setTab);
  const category = useBookingStore((state) => state.category);
  const setCategory = useBookingStore((state) => state.setCategory);
  const location = useBookingStore((state) => state.location);
  const setLocation = useBookingStore((state) => state.setLocation);
  const spaceType = useBookingStore((state) => state.toggle);
  const setSpaceType = useBookingStore((state) => state.setSpaceType);
  const isCompact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [dayPart, setDayPart] = useState<DayPart>('all');
  const [isOnlyFree, setOnlyFree] = useState(false);
  const cart = useCart();
  const cartItems = useMemo(() => cart.data ?? [], [cart.data]);
  const answer = day.availability.data;
  const options = useMemo(() => filterOptions(answer), [answer]);
  const effectiveCategory = category && options.categories.includes(category) ? category : null;
  const filters: GridFilters = useMemo(() => ({ category: effectiveCategory, spaceType, dayPart, isOnlyFree }), [effectiveCategory, spaceType, dayPart, isOnlyFree]);
  const locations = options.locationIds.map((id, index) => ({ id, label: t('filters.locationN', { n: index + 1 }) }));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: isDashboard ? 3 : 5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={day.isLive ? t('live.on') : t('live.off')}
          sx={{ color: day.isLive ? SLOT_TONES.available.dark : 'text.secondary', borderColor: day.isLive ? SLOT_TONES.available.dark : 'divider', fontWeight: 600 }}
          icon={<Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: day.isLive ? SLOT_TONES.available.main : 'text.disabled', ml: 1 }} />}
          data-testid="live-indicator"
        />
      </Stack>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
        {t('subtitle')}
      </Typography>

      <BookingTabs tabs={TABS} value={tabName} label={t('tabs.label')} labelOf={(tab) => t(`tabs.${tab}`)} onChange={setTab} panelId="booking-tabpanel" />

      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, mb: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DateStrip value={day.date} today={day.today} days={BOOKING_WINDOW_DAYS} f={f} onChange={day.setDate} />
        <BookingFilters
          isCompact={isCompact}
          hasTimeFilters={tabName === 'normal'}
          categories={options.categories}
          category={effectiveCategory}
          onCategory={setCategory}
          locations={locations}
          location={location}
          onLocation={setLocation}
          spaceType={spaceType}
          onSpaceType={setSpaceType}
          dayPart={dayPart}
          onDayPart={setDayPart}
          isOnlyFree={isOnlyFree}
          onOnlyFree={setOnlyFree}
        />
        {tabName === 'normal' ? <SlotLegend /> : null}
      </Paper>

      <Box role="tabpanel" id="booking-tabpanel" aria-labelledby={`booking-tab-${tabName}`}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {tabName === 'come_together' ? t('session.upcoming', { date: f.longDate(day.date) }) : tabName === 'abo' ? t('abo.heading') : f.longDate(day.date)}
        </Typography>
        {tabName === 'normal' ? (
          <SlotBoard
            answer={answer}
            isLoading={day.availability.isPending}
            error={day.availability.error}
            onRetry={() => void day.availability.refetch()}
            cartItems={cartItems}
            filters={filters}
            date={day.date}
            f={f}
          />
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
            {tabName === 'come_together' ? (
              <ComeTogetherPanel date={day.date} lastDate={addDays(day.today, BOOKING_WINDOW_DAYS - 1)} timeZone={day.timeZone} category={effectiveCategory} spaceType={spaceType} cartItems={cartItems} f={f} />
            ) : (
              <AboPanel date={day.date} category={effectiveCategory} spaceType={spaceType} f={f} />
            )}
          </Suspense>
        )}
      </Box>
      <SelectionBar items={cartItems} f={f} />
    </Container>
  );
}
