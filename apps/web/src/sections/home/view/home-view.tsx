// The landing page of the venue (issue 2): what you can book, how, when and where. Plain elements
// and the light component layer (ui/), styled by home.css: no MUI on the page visitors open first.
import { useCurrentOrganization } from '../../organization/api/get-current-organization';
import { HomeCta } from '../components/home-cta';
import { HomeHero } from '../components/home-hero';
import { HomeOffers } from '../components/home-offers';
import { HomeSteps } from '../components/home-steps';
import { HomeVisit } from '../components/home-visit';
import '../home.css';

export function HomeView() {
  const { data: organization, isLoading, isError } = useCurrentOrganization();
  return (
    <>
      <HomeHero organization={organization} isLoading={isLoading} isError={isError} />
      <HomeOffers />
      <HomeSteps />
      <HomeVisit organization={organization} isLoading={isLoading} />
      <HomeCta />
    </>
  );
}
