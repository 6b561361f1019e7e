// /pricing: price tables generated from the scheduling rules, per season and time band.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../cart/format';
import { usePolicyValues } from '../../content/use-policy-values';
import { usePriceList } from '../api/get-price-list';
import { PriceGroupCard } from '../components/price-group-card';
import { weekdayRanges } from '../price-format';

export function PricingView() {
  const { t } = useTranslation('content');
  const f = useFormatters();
  const values = usePolicyValues();
  const { data, isPending, isError, refetch } = usePriceList();
  const [tab, setTab] = useState(0);
  const season = data?.seasons[Math.min(tab, (data?.seasons.length ?? 1) - 1)];
  const seasonDates = (s: { startsOn: string; endsOn: string }) =>
    `${f.longDate(s.startsOn)} – ${f.longDate(s.endsOn)}`;
  const hours = season
    ? Object.entries(
        [1, 2, 3, 4, 5, 6, 7].reduce<Record<string, number[]>>((acc, d) => {
          const key =
            (season.openingHours[String(d)] ?? []).map((i) => `${i.open}–${i.close}`).join(', ') || t('pricing.closed');
          (acc[key] ??= []).push(d);
          return acc;
        }, {}),
      )
    : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <SitePageMeta title={t('pricing.title')} description={t('pricing.meta')} />
      <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
        {t('pricing.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 720, mb: 4 }}>
        {t('pricing.lead')}
      </Typography>
      {isPending ? <Skeleton variant="rounded" height={360} /> : null}
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('pricing.retry')}
            </Button>
          }
        >
          {t('pricing.error')}
        </Alert>
      ) : null}
      {data && data.seasons.length === 0 ? <Alert severity="info">{t('pricing.noSeason')}</Alert> : null}
      {data && season ? (
        <>
          <Tabs
            value={tab}
            onChange={(_e, v: number) => setTab(v)}
            aria-label={t('pricing.seasons')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 3 }}
          >
            {data.seasons.map((s, i) => (
              <Tab
                key={s.id}
                label={s.isCurrent ? `${s.name} · ${t('pricing.current')}` : s.name}
                id={`season-tab-${i}`}
                aria-controls="season-panel"
              />
            ))}
          </Tabs>
          <Box id="season-panel" role="tabpanel" aria-labelledby={`season-tab-${tab}`}>
            <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
              {season.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>{seasonDates(season)}</Typography>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
              {season.groups.map((group) => (
                <PriceGroupCard key={group.ruleId} group={group} f={f} />
              ))}
            </Box>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Box>
                <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                  {t('pricing.hours')}
                </Typography>
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
                >
                  {hours.map(([time, days]) => (
                    <Box key={time} sx={{ display: 'contents' }}>
                      <Typography component="dt" sx={{ fontWeight: 600 }}>
                        {weekdayRanges(days, f.locale)}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                        {time}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
              <Stack sx={{ gap: 1 }}>
                <Typography variant="h5" component="h3">
                  {t('pricing.notesTitle')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('pricing.notes.vat', values)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('pricing.notes.fee', values)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('pricing.notes.sessions')}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 1 }}>
                  <Button component={RouterLink} to={paths.booking.root} variant="contained">
                    {t('actions.bookCourt')}
                  </Button>
                  <Button component={RouterLink} to={paths.dynamicSlots} variant="outlined" color="inherit">
                    {t('pricing.seeSessions')}
                  </Button>
                </Stack>
              </Stack>
            </Box>
          </Box>
        </>
      ) : null}
    </Container>
  );
}
