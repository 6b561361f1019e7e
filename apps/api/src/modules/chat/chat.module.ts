import type { ApiModule } from '../../lib/api-module';
import { chatUserData } from './chat-data';
import { chatJobs } from './chat-jobs';
import { chatRoutes } from './chat.routes';

export const chatModule: ApiModule = {
  name: 'chat',
  routes: [chatRoutes],
  jobs: chatJobs,
  hooks: { userData: chatUserData },
};
