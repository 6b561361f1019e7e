// /post and /post/:slug: the venue's news (light layer, see sections/post).
import { useParams } from 'react-router';
import { PostDetailsView } from '../sections/post/view/post-details-view';
import { PostListView } from '../sections/post/view/post-list-view';

export function PostPage() {
  const { slug } = useParams();
  return slug ? <PostDetailsView slug={slug} /> : <PostListView />;
}
