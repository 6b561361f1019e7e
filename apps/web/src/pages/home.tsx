import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/page/page-meta';
import { useCurrentOrganization } from '../sections/organization/api/get-current-organization';
import { HomeView } from '../sections/home/view/home-view';

export function HomePage() {
  const { t } = useTranslation();
  const { data: organization } = useCurrentOrganization();
  const name = organization?.name ?? t('app.name');
  return (
    <>
      <PageMeta title={name} venueName={name} description={t('home.meta')} />
      <HomeView />
    </>
  );
}
