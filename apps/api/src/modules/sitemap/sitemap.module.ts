import type { ApiModule } from '../../lib/api-module';
import { sitemapRoutes } from './sitemap.routes';

export const sitemapModule: ApiModule = {
  name: 'sitemap',
  routes: [sitemapRoutes],
};
