import { FileOverviewView } from '../../sections/dashboard/studio/view/file-overview-view';

export function FileOverviewPage() {
  return <FileOverviewView />;
}
