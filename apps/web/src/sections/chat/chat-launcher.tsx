// The chat button of the public pages (booking, account): small and without MUI. The panel's code
// and its texts load only when the button is pressed, in a Suspense boundary of its own, so the
// page's first paint and hydration never wait for the chat (docs/product/chat-tasks.md#support-chat).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatPanel } from '../../stores/chat-store';
import { Button } from '../../ui';

const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel')).ChatPanel }));

export function ChatLauncher({ bottom = 16 }: { bottom?: number }) {
  const { t } = useTranslation('chat');
  const open = useChatPanel((s) => s.open);
  const openChat = useChatPanel((s) => s.openChat);
  return (
    <>
      <Button
        variant="contained"
        onClick={() => openChat()}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="chat-launcher"
        style={{
          position: 'fixed',
          insetInlineEnd: 16,
          bottom,
          zIndex: 1200,
          borderRadius: 999,
          boxShadow: '0 4px 12px rgba(0,0,0,.2)',
        }}
      >
        {t('launcher')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
    </>
  );
}
