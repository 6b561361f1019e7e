// /jobs and /jobs/:slug: the venue's careers pages (docs/product/content.md#jobs).
import { useParams } from 'react-router';
import { JobDetailsView } from '../sections/jobs/view/job-details-view';
import { JobsView } from '../sections/jobs/view/jobs-view';

export function JobsPage() {
  return <JobsView />;
}

export function JobDetailsPage() {
  const { slug = '' } = useParams();
  return <JobDetailsView slug={slug} />;
}
