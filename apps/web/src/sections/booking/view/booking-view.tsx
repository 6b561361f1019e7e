// /booking and /dashboard/book: date, filters, booking-type tabs, the court × time grid
// with its legend, and the held selection on its way to checkout. Plain elements and the light
// component layer (booking.css): no MUI or emotion on the page's first load.
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import type { BookingType } from '@courtside/core/enums';
import { addDays } from '@courtside/core/slots/time';
import { useBookingStore } from '../../../stores/booking-store';
import { Container, Skeleton, Tabs, Text, cx } from '../../../ui';
import { useCart } from '../../cart/api/get-cart';
import { useFormatters } from '../../cart/format';
import { ChatOnDemand } from '../../chat/chat-on-demand';
import { BookingFilters } from '../components/booking-filters';
import { DateStrip } from '../components/date-strip';
import { SlotBoard } from '../components/slot-board';
import { SlotLegend } from '../components/slot-legend';
import { WaitlistEntry } from '../components/waitlist-entry';
import { filterOptions } from '../slot-model';
import type { DayPart, GridFilters } from '../slot-model';
import { BOOKING_WINDOW_DAYS, useBookingDay } from '../use-booking-day';
import { COMPACT_QUERY, useMediaQuery } from '../use-media-query';
import '../booking.css';

const TABS: BookingType[] = ['normal', 'abo', 'come_together'];
const NO_CART_ITEMS: readonly CartItemDto[] = [];

// The abo and session tabs load when opened: the grid is what most visitors come for.
// Shown only once the cart holds something: with it, its price preview and countdown.
const SelectionBar = lazy(async () => ({ default: (await import('../components/selection-bar')).SelectionBar }));
const AboPanel = lazy(async () => ({ default: (await import('../components/abo-panel')).AboPanel }));
const ComeTogetherPanel = lazy(async () => ({
  default: (await import('../components/come-together-panel')).ComeTogetherPanel,
}));

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
  const isCompact = useMediaQuery(COMPACT_QUERY);
  const [dayPart, setDayPart] = useState<DayPart>('all');
  const [isOnlyFree, setOnlyFree] = useState(false);
  const cart = useCart();
  // An empty cart is always the same array: a new visitor's empty cart arriving after the first
  // paint then changes nothing, instead of rebuilding and re-rendering every slot of the day.
  const cartItems = cart.data?.length ? cart.data : NO_CART_ITEMS;
  const answer = day.availability.data;
  const options = useMemo(() => filterOptions(answer), [answer]);
  const effectiveCategory = category && options.categories.includes(category) ? category : null;
  const filters: GridFilters = useMemo(
    () => ({ category: effectiveCategory, spaceType, dayPart, isOnlyFree }),
    [effectiveCategory, spaceType, dayPart, isOnlyFree],
  );
  // The grid renders from a deferred copy of its inputs: when availability, the cart or a filter
  // changes, React renders the hundred-odd slots in the background, in slices, instead of one
  // long task that freezes a slow phone (the page and its controls stay responsive meanwhile).
  const boardInput = useMemo(
    () => ({
      answer,
      isLoading: day.availability.isPending,
      error: day.availability.error,
      cartItems,
      filters,
      isPhone: isCompact,
    }),
    [answer, day.availability.isPending, day.availability.error, cartItems, filters, isCompact],
  );
  const board = useDeferredValue(boardInput);
  const isBoardBehind = board.answer !== undefined && board.answer.date !== day.date;
  const { refetch } = day.availability;
  const retry = useCallback(() => void refetch(), [refetch]);
  const locations = options.locationIds.map((id, index) => ({ id, label: t('filters.locationN', { n: index + 1 }) }));

  return (
    <Container maxWidth="lg" className={cx('bk-page', isDashboard && 'bk-page-dashboard')}>
      <div className="bk-head">
        <Text variant="h3" as="h1" className="bk-title">
          {t('title')}
        </Text>
        <span className={cx('bk-live', day.isLive && 'bk-live-on')} data-testid="live-indicator">
          <span aria-hidden className="bk-live-dot" />
          {day.isLive ? t('live.on') : t('live.off')}
        </span>
      </div>
      <Text variant="body1" className="bk-subtitle">
        {t('subtitle')}
      </Text>

      <Tabs
        idPrefix="booking-tab"
        tabs={TABS}
        value={tabName}
        label={t('tabs.label')}
        labelOf={(tab) => t(`tabs.${tab}`)}
        onChange={setTab}
        panelId="booking-tabpanel"
      />

      <div className="bk-panel">
        {/* An abo is a weekday and a time for the whole season: no day to pick. */}
        {tabName === 'abo' ? null : (
          <DateStrip value={day.date} today={day.today} days={BOOKING_WINDOW_DAYS} f={f} onChange={day.setDate} />
        )}
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
      </div>

      <div role="tabpanel" id="booking-tabpanel" aria-labelledby={`booking-tab-${tabName}`}>
        <Text variant="h6" as="h2" className="bk-panel-heading">
          {tabName === 'come_together'
            ? t('session.upcoming', { date: f.longDate(day.date) })
            : tabName === 'abo'
              ? t('abo.heading')
              : f.longDate(day.date)}
        </Text>
        {tabName === 'normal' ? (
          // While the board still shows another day's slots — the chosen day's are loading (the
          // previous answer stays as placeholder) or rendering (deferred) — it is dimmed and takes no
          // taps: a tap always holds the day the heading names. A cart or filter change behind it
          // keeps the board usable (its slots are still the right day's).
          <div className={cx(isBoardBehind && 'bk-board-stale')} aria-busy={isBoardBehind || undefined}>
            <SlotBoard {...board} onRetry={retry} f={f} />
            {isDashboard ? null : (
              <WaitlistEntry
                key={day.date}
                target={{
                  kind: 'slot',
                  date: day.date,
                  timeZone: day.timeZone,
                  category: effectiveCategory,
                  spaceType,
                }}
              />
            )}
          </div>
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" className="bk-loading-panel" />}>
            {tabName === 'come_together' ? (
              <ComeTogetherPanel
                date={day.date}
                lastDate={addDays(day.today, BOOKING_WINDOW_DAYS - 1)}
                timeZone={day.timeZone}
                category={effectiveCategory}
                spaceType={spaceType}
                cartItems={cartItems}
                f={f}
              />
            ) : (
              <AboPanel date={day.date} category={effectiveCategory} spaceType={spaceType} f={f} />
            )}
          </Suspense>
        )}
      </div>
      {cartItems.length ? (
        <Suspense fallback={null}>
          <SelectionBar items={cartItems} f={f} />
        </Suspense>
      ) : null}
      {isDashboard ? null : (
        // The chat's code and texts load when its button is first pressed
        // (docs/product/chat-tasks.md#support-chat); the label is one of the booking texts.
        <ChatOnDemand label={t('chat.launcher')} bottom={cartItems.length ? 96 : 16} />
      )}
    </Container>
  );
}
