import { SimpleContentView } from '../sections/content/view/simple-content-view';

export function CookiePolicyPage() {
  return <SimpleContentView pageKey="cookies" />;
}
