// /dashboard/job (docs/product/content.md#jobs): the staff list and editor of the venue's job openings.
import { useParams } from 'react-router';
import { JobEditorView } from '../../sections/dashboard/jobs-admin/view/job-editor-view';
import { JobListView } from '../../sections/dashboard/jobs-admin/view/job-list-view';

export function JobsAdminPage() {
  return <JobListView />;
}

export function JobEditorPage() {
  const { id } = useParams();
  return <JobEditorView id={id} />;
}
