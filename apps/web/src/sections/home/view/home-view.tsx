// The landing page of the venue: what you can book, how, when and where. Plain elements
// and the light component layer (ui/), styled by home.css: no MUI on the page visitors open first.
import { useCurrentOrganization } from '../../organization/api/get-current-organization';
import { usePolicyValues } from '../../content/use-policy-values';
import { HomeCta } from '../components/home-cta';
import { HomeEvents } from '../components/home-events';
import { HomeHero } from '../components/home-hero';
import { HomeOffers } from '../components/home-offers';
import { HomeSteps } from '../components/home-steps';
import { HomeVisit } from '../components/home-visit';
import '../home.css';

export function HomeView() {
  const { data: organization, isLoading, isError } = useCurrentOrganization();
  // The hold time the texts promise is the venue's setting ("7 minutes" by default).
  const { holdTime } = usePolicyValues();
  return (
    <>
      <HomeHero organization={organization} isLoading={isLoading} isError={isError} holdTime={holdTime} />
      <HomeOffers />
      <HomeEvents />
      <HomeSteps holdTime={holdTime} />
      <HomeVisit organization={organization} isLoading={isLoading} />
      <HomeCta />
    </>
  );
}
