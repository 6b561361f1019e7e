// The post editor's route chunk: Tiptap is only downloaded when one of these screens opens.
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PostEditorView } from '../../sections/dashboard/studio/view/post-editor-view';

export function PostNewPage() {
  return <PostEditorView />;
}

/** The post's id in the path's last segment (the route names it :slug; posts are edited by id). */
export function PostEditPage() {
  const { slug = '' } = useParams();
  return <PostEditorView key={slug} id={slug} />;
}

export function PostDetailsPage() {
  const { slug = '' } = useParams();
  return <Navigate to={paths.dashboard.post.edit(slug)} replace />;
}
