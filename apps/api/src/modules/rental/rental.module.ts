import type { ApiModule } from '../../lib/api-module';
import { rentalRoutes } from './rental.routes';

export const rentalModule: ApiModule = {
  name: 'rental',
  routes: [rentalRoutes],
};
