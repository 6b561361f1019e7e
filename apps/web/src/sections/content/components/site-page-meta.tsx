import { PageMeta } from '../../../components/page/page-meta';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';

/** Title and description of a public page, suffixed with the venue's name (SEO). */
export function SitePageMeta({ title, description }: { title: string; description?: string }) {
  const { data } = useCurrentOrganization();
  return <PageMeta title={title} description={description} venueName={data?.name} />;
}
