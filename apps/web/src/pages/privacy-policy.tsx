import { SimpleContentView } from '../sections/content/view/simple-content-view';

export function PrivacyPolicyPage() {
  return <SimpleContentView pageKey="privacy" />;
}
