import type { ApiModule } from '../../lib/api-module';
import { productRoutes } from './product.routes';

export const shopModule: ApiModule = {
  name: 'shop',
  routes: [productRoutes],
};
