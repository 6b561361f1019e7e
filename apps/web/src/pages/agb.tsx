import { SimpleContentView } from '../sections/content/view/simple-content-view';

export function AgbPage() {
  return <SimpleContentView pageKey="agb" />;
}
