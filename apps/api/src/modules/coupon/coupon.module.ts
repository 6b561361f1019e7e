import type { ApiModule } from '../../lib/api-module';
import { couponRoutes } from './coupon.routes';

export const couponModule: ApiModule = {
  name: 'coupon',
  routes: [couponRoutes],
};
