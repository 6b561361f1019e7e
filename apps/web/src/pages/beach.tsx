import { SimpleContentView } from '../sections/content/view/simple-content-view';

export function BeachPage() {
  return <SimpleContentView pageKey="beach" />;
}
