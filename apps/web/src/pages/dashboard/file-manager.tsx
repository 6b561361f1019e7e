import { FileManagerView } from '../../sections/dashboard/studio/view/file-manager-view';

export function FileManagerPage() {
  return <FileManagerView />;
}
