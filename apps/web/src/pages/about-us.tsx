import { SimpleContentView } from '../sections/content/view/simple-content-view';

export function AboutPage() {
  return <SimpleContentView pageKey="about" />;
}
