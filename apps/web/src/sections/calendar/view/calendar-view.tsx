// /calendar: availability overview by week or month. Bookable days open the booking grid there.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDate } from '@courtside/core/slots/time';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
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
import { statusColor } from '../components/status-style';
import { WeekTable } from '../components/week-table';

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
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <SitePageMeta title={t('calendar.title')} description={t('calendar.meta')} />
      <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
        {t('calendar.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 720, mb: 4 }}>
        {t('calendar.lead')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <IconButton onClick={() => setAnchor(shift(mode, anchor, -1))} aria-label={t(`calendar.previous.${mode}`)}>
            <ChevronLeftIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          </IconButton>
          <Typography variant="h5" component="h2" aria-live="polite" sx={{ minWidth: 190, textAlign: 'center' }}>
            {heading}
          </Typography>
          <IconButton onClick={() => setAnchor(shift(mode, anchor, 1))} aria-label={t(`calendar.next.${mode}`)}>
            <ChevronRightIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          </IconButton>
          <Button onClick={() => setAnchor(today)} color="inherit" variant="outlined" size="small">
            {t('calendar.today')}
          </Button>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mode}
            onChange={(_e, v: CalendarMode | null) => v && setMode(v)}
            aria-label={t('calendar.view')}
          >
            <ToggleButton value="week">{t('calendar.week')}</ToggleButton>
            <ToggleButton value="month">{t('calendar.month')}</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={spaceType}
            onChange={(_e, v: OverviewParams['spaceType'] | null) => v && setSpaceType(v)}
            aria-label={t('calendar.space')}
          >
            <ToggleButton value="all">{t('pricing.space.all')}</ToggleButton>
            <ToggleButton value="outdoor">{t('pricing.space.outdoor')}</ToggleButton>
            <ToggleButton value="indoor">{t('pricing.space.indoor')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }} aria-label={t('calendar.legend')}>
        {(['free', 'few', 'full'] as const).map((s) => (
          <Chip
            key={s}
            size="small"
            label={t(`calendar.legendItems.${s}`)}
            sx={{ bgcolor: `${statusColor[s]}.lighter`, color: `${statusColor[s]}.darker`, fontWeight: 600 }}
          />
        ))}
        <Chip
          size="small"
          label={t('calendar.legendItems.other')}
          sx={{ bgcolor: 'action.hover', color: 'text.secondary', fontWeight: 600 }}
        />
      </Stack>
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {isFetching && data ? <LinearProgress aria-label={t('calendar.loading')} /> : null}
      </Box>
      {isPending ? <Skeleton variant="rounded" height={420} /> : null}
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
