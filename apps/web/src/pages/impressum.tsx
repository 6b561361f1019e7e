import { ImpressumView } from '../sections/content/view/impressum-view';

export function ImpressumPage() {
  return <ImpressumView />;
}
