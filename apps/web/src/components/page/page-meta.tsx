import { CONFIG } from '../../config/env';

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
  const suffix = venueName ?? CONFIG.appName;
  return (
    <>
      <title>{title === suffix ? title : `${title} | ${suffix}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
