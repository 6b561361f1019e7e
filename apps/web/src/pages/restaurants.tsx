import { SimpleContentView } from '../sections/content/view/simple-content-view';

export function RestaurantsPage() {
  return <SimpleContentView pageKey="restaurants" />;
}
