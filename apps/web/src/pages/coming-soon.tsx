import { ComingSoonView } from '../sections/content/view/coming-soon-view';

export function ComingSoonPage() {
  return <ComingSoonView />;
}
