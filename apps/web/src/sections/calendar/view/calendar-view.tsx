// /calendar: availability overview by week or month. Bookable days open the booking grid there. On
// the light layer (ui/README.md): the page loads no MUI.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDate } from '@courtside/core/slots/time';
import { Alert, Button, Chip, Container, IconButton, Skeleton, Text } from '../../../ui';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { paths } from '../../../config/paths';
import { useBookingStore } from '../../../stores/booking-store';
import { useDateFormat } from '../../../lib/format-date';
import { DEFAULT_TIME_ZONE, useFormatters } from '../../cart/format';
import { useCalendarOverview } from '../api/get-calendar-overview';
import type { OverviewParams } from '../api/get-calendar-overview';
import { monthOf, shift, viewRange } from '../calendar-range';
import type { CalendarMode } from '../calendar-range';
import { MonthGrid } from '../components/month-grid';
import { statusTone } from '../components/status-style';
import { WeekTable } from '../components/week-table';
import { ToggleGroup } from '../components/toggle-group';
import '../calendar.css';

export function CalendarView() {
  const { t } = useTranslation('content');
  const f = useFormatters();
  const dates = useDateFormat();
  const navigate = useNavigate();
  const setBookingDate = useBookingStore((s) => s.setDate);
  const today = localDate(new Date(), f.timeZone || DEFAULT_TIME_ZONE);
  const [mode, setMode] = useState<CalendarMode>('month');
  const [anchor, setAnchor] = useState(today);
  const [spaceType, setSpaceType] = useState<OverviewParams['spaceType']>('all');
  const range = viewRange(mode, anchor);
  const { data, isPending, isError, isFetching, refetch } = useCalendarOverview({ ...range, spaceType });

  const pick = (date: string) => {
    setBookingDate(date);
    void navigate(paths.booking.root);
  };
  const heading =
    mode === 'month'
      ? dates.monthYear(monthOf(anchor))
      : `${f.dayOfMonth(range.from)} – ${f.dayOfMonth(data?.to ?? range.from)}`;

  return (
    <Container className="ca-page">
      <SitePageMeta title={t('calendar.title')} description={t('calendar.meta')} />
      <Text variant="h2" as="h1" className="ca-title">
        {t('calendar.title')}
      </Text>
      <Text variant="h6" as="p" color="secondary" className="ca-lead">
        {t('calendar.lead')}
      </Text>
      <div className="ca-toolbar">
        <div className="ca-nav">
          <IconButton onClick={() => setAnchor(shift(mode, anchor, -1))} aria-label={t(`calendar.previous.${mode}`)}>
            <ChevronLeftIcon flip />
          </IconButton>
          <Text variant="h5" as="h2" aria-live="polite" className="ca-heading">
            {heading}
          </Text>
          <IconButton onClick={() => setAnchor(shift(mode, anchor, 1))} aria-label={t(`calendar.next.${mode}`)}>
            <ChevronRightIcon flip />
          </IconButton>
          <Button onClick={() => setAnchor(today)} color="inherit" variant="outlined" size="small">
            {t('calendar.today')}
          </Button>
        </div>
        <div className="ca-switches">
          <ToggleGroup
            label={t('calendar.view')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'week', label: t('calendar.week') },
              { value: 'month', label: t('calendar.month') },
            ]}
          />
          <ToggleGroup
            label={t('calendar.space')}
            value={spaceType}
            onChange={setSpaceType}
            options={[
              { value: 'all', label: t('pricing.space.all') },
              { value: 'outdoor', label: t('pricing.space.outdoor') },
              { value: 'indoor', label: t('pricing.space.indoor') },
            ]}
          />
        </div>
      </div>
      <ul className="ca-legend" aria-label={t('calendar.legend')}>
        {(['free', 'few', 'full'] as const).map((s) => (
          <li key={s}>
            <Chip label={t(`calendar.legendItems.${s}`)} className={statusTone[s]} />
          </li>
        ))}
        <li>
          <Chip label={t('calendar.legendItems.other')} className="ca-other" />
        </li>
      </ul>
      <div className="ca-progress">
        {isFetching && data ? <span role="progressbar" aria-label={t('calendar.loading')} /> : null}
      </div>
      {isPending ? <Skeleton variant="rounded" className="ca-loading" /> : null}
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('pricing.retry')}
            </Button>
          }
        >
          {t('calendar.error')}
        </Alert>
      ) : null}
      {data ? (
        mode === 'month' ? (
          <MonthGrid days={data.days} month={monthOf(anchor)} today={data.today} f={f} onPick={pick} />
        ) : (
          <WeekTable overview={data} f={f} onPick={pick} />
        )
      ) : null}
    </Container>
  );
}
