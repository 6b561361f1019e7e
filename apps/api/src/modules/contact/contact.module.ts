import type { ApiModule } from '../../lib/api-module';
import { contactRoutes } from './contact.routes';

export const contactModule: ApiModule = {
  name: 'contact',
  routes: [contactRoutes],
};
