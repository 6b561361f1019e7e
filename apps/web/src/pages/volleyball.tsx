import { SimpleContentView } from '../sections/content/view/simple-content-view';

export function VolleyballPage() {
  return <SimpleContentView pageKey="volleyball" />;
}
