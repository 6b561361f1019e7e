import { CONFIG } from '../../config/env';

import { useCurrentOrganization } from '../../sections/organization/api/get-current-organization';

/** Title and meta of a page (docs/product.md#public-site). React 19 hoists these tags into <head>. */
export function PageMeta({
  title,
  description,
  venueName,
}: {
  title: string;
  description?: string;
  venueName?: string;
}) {
  // The venue's name wherever a customer looks; the software's name only until it has loaded.
  const { data: organization } = useCurrentOrganization();
  const suffix = venueName ?? organization?.name ?? CONFIG.appName;
  return (
    <>
      <title>{title === suffix ? title : `${title} | ${suffix}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
