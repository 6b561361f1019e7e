import type { ApiModule } from '../../lib/api-module';
import { chatJobs } from './chat-jobs';
import { chatRoutes } from './chat.routes';

export const chatModule: ApiModule = {
  name: 'chat',
  routes: [chatRoutes],
  jobs: chatJobs,
};
