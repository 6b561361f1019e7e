// /post and /post/:slug: no blog API exists yet (see EmptyCatalogView).
import { EmptyCatalogView } from '../sections/content/view/empty-catalog-view';

export function PostPage() {
  return <EmptyCatalogView kind="blog" />;
}
