// /dashboard/venue: venue setup for managers — locations and courts, seasons and
// opening hours, scheduling rules and prices, and the venue's policies. The tab is in the URL.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../shared/page-header';
import { LocationsPanel } from '../components/locations-panel';
import { RulesPanel } from '../components/rules-panel';
import { SeasonsPanel } from '../components/seasons-panel';
import { SettingsPanel } from '../components/settings-panel';

const tabs = ['courts', 'seasons', 'rules', 'policies'] as const;
type VenueTab = (typeof tabs)[number];

export function VenueView() {
  const { t } = useTranslation('management');
  const [params, setParams] = useSearchParams();
  const tab: VenueTab = tabs.includes(params.get('tab') as VenueTab) ? (params.get('tab') as VenueTab) : 'courts';
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title={t('venue.title')} subtitle={t('venue.subtitle')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: VenueTab) => set('tab', value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('venue.title')}
        >
          {tabs.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`venue.tabs.${key}`)}
              id={`venue-tab-${key}`}
              aria-controls={`venue-panel-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`venue-panel-${tab}`} aria-labelledby={`venue-tab-${tab}`}>
        {tab === 'courts' ? <LocationsPanel /> : null}
        {tab === 'seasons' ? (
          <SeasonsPanel
            locationId={params.get('location') ?? undefined}
            onLocationChange={(id) => set('location', id)}
          />
        ) : null}
        {tab === 'rules' ? (
          <RulesPanel seasonId={params.get('season') ?? undefined} onSeasonChange={(id) => set('season', id)} />
        ) : null}
        {tab === 'policies' ? <SettingsPanel /> : null}
      </Box>
    </>
  );
}
