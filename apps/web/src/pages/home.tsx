import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page/page-meta';
import { useCurrentOrganization } from '../sections/organization/api/get-current-organization';
import { HomeView } from '../sections/home/view/home-view';

export function HomePage() {
  // The home texts have a namespace of their own (not every page needs them).
  const { t } = useTranslation(['common', 'home']);
  const { data: organization } = useCurrentOrganization();
  const name = organization?.name ?? t('app.name');
  return (
    <>
      <PageMeta title={name} venueName={name} description={t('home.meta')} />
      <HomeView />
    </>
  );
}
