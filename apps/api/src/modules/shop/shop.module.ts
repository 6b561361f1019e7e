import type { ApiModule } from '../../lib/api-module';
import { productRoutes } from './product.routes';
import { shopSalesRoutes } from './shop-sales.routes';
import { fulfilmentRoutes } from './fulfilment.routes';

export const shopModule: ApiModule = {
  name: 'shop',
  routes: [productRoutes, shopSalesRoutes, fulfilmentRoutes],
};
