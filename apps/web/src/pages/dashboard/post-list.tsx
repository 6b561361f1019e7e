import { PostListView } from '../../sections/dashboard/studio/view/post-list-view';

export function PostListPage() {
  return <PostListView />;
}
