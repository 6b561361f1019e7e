import type { ApiModule } from '../../lib/api-module';
import { dynamicSlotRoutes } from './dynamic-slot.routes';

export const dynamicSlotModule: ApiModule = {
  name: 'dynamic-slot',
  routes: [dynamicSlotRoutes],
};
