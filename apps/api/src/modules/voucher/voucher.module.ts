import type { ApiModule } from '../../lib/api-module';
import { voucherRoutes } from './voucher.routes';

export const voucherModule: ApiModule = {
  name: 'voucher',
  routes: [voucherRoutes],
};
