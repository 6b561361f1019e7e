import { FaqsView } from '../sections/content/view/faqs-view';

export function FaqsPage() {
  return <FaqsView />;
}
