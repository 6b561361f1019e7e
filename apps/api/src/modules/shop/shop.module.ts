import type { ApiModule } from '../../lib/api-module';
import { productRoutes } from './product.routes';
import { shopSalesRoutes } from './shop-sales.routes';

export const shopModule: ApiModule = {
  name: 'shop',
  routes: [productRoutes, shopSalesRoutes],
};
