import { ChatInboxView } from '../../sections/dashboard/chat/view/chat-inbox-view';

export function ChatPage() {
  return <ChatInboxView />;
}
