import type { ApiModule } from '../../lib/api-module';
import { sessionPlayersRoutes } from './session-players.routes';

export const sessionPlayersModule: ApiModule = {
  name: 'session-players',
  routes: [sessionPlayersRoutes],
};
