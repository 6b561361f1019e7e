// /pricing: price tables generated from the scheduling rules, per season and time band. On the
// light layer (ui/README.md): the page loads no MUI.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Container, Skeleton, Tabs, Text } from '../../../ui';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../cart/format';
import { usePolicyValues } from '../../content/use-policy-values';
import { usePriceList } from '../api/get-price-list';
import { PriceGroupCard } from '../components/price-group-card';
import { weekdayRanges } from '../price-format';
import '../pricing.css';

export function PricingView() {
  const { t } = useTranslation('content');
  const f = useFormatters();
  const values = usePolicyValues();
  const { data, isPending, isError, refetch } = usePriceList();
  const [tab, setTab] = useState('0');
  const season = data?.seasons[Math.min(Number(tab), (data?.seasons.length ?? 1) - 1)];
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
    <Container className="pr-page">
      <SitePageMeta title={t('pricing.title')} description={t('pricing.meta')} />
      <Text variant="h2" as="h1" className="pr-title">
        {t('pricing.title')}
      </Text>
      <Text variant="h6" as="p" color="secondary" className="pr-lead">
        {t('pricing.lead')}
      </Text>
      {isPending ? <Skeleton variant="rounded" className="pr-loading" /> : null}
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
            tabs={data.seasons.map((_s, i) => String(i))}
            value={tab}
            onChange={setTab}
            label={t('pricing.seasons')}
            labelOf={(i) => {
              const s = data.seasons[Number(i)]!;
              return s.isCurrent ? `${s.name} · ${t('pricing.current')}` : s.name;
            }}
            panelId="season-panel"
            idPrefix="season-tab"
            className="pr-tabs"
          />
          <div id="season-panel" role="tabpanel" aria-labelledby={`season-tab-${tab}`}>
            <Text variant="h4" as="h2">
              {season.name}
            </Text>
            <Text color="secondary" className="pr-dates">
              {seasonDates(season)}
            </Text>
            <div className="pr-groups">
              {season.groups.map((group) => (
                <PriceGroupCard key={group.ruleId} group={group} f={f} />
              ))}
            </div>
            <div className="pr-foot">
              <div>
                <Text variant="h5" as="h3">
                  {t('pricing.hours')}
                </Text>
                <dl className="pr-hours">
                  {hours.map(([time, days]) => (
                    <div key={time} style={{ display: 'contents' }}>
                      <dt>{weekdayRanges(days, f.locale)}</dt>
                      <dd>{time}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              <div className="pr-notes">
                <Text variant="h5" as="h3">
                  {t('pricing.notesTitle')}
                </Text>
                <Text variant="body2" color="secondary">
                  {t('pricing.notes.vat', values)}
                </Text>
                <Text variant="body2" color="secondary">
                  {t('pricing.notes.fee', values)}
                </Text>
                <Text variant="body2" color="secondary">
                  {t('pricing.notes.sessions')}
                </Text>
                <div className="pr-actions">
                  <ButtonLink to={paths.booking.root} variant="contained">
                    {t('actions.bookCourt')}
                  </ButtonLink>
                  <ButtonLink to={paths.dynamicSlots} variant="outlined" color="inherit">
                    {t('pricing.seeSessions')}
                  </ButtonLink>
                </div>
              </div>
            </div>
          </div>
        </>
      ) : null}
    </Container>
  );
}
