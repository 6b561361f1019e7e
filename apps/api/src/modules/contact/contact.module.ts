import type { ApiModule } from '../../lib/api-module';
import { contactApplicationRoutes } from './contact-application.routes';
import { contactRoutes } from './contact.routes';

export const contactModule: ApiModule = {
  name: 'contact',
  routes: [contactRoutes, contactApplicationRoutes],
};
