// The chat button of the public pages (booking, account): small and without MUI. The panel's code
// and its texts load only when the button is pressed, in a Suspense boundary of its own, so the
// page's first paint and hydration never wait for the chat (docs/product/chat-tasks.md#support-chat).
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatPanel } from '../../stores/chat-store';
import { LauncherButton } from './launcher-button';

const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel')).ChatPanel }));

/** The launcher labelled from the chat's texts (account pages). */
export function ChatLauncher({ bottom }: { bottom?: number }) {
  const { t } = useTranslation('chat');
  return <ChatButton label={t('launcher')} bottom={bottom} />;
}

/**
 * The launcher with a label the page brings in its own texts: the booking page, whose start-up
 * then does not download the chat's texts (they come with the panel; launcher-button.tsx).
 */
export function ChatButton({
  label,
  bottom,
  openAtStart = false,
}: {
  label: string;
  bottom?: number;
  openAtStart?: boolean;
}) {
  const open = useChatPanel((s) => s.open);
  const openChat = useChatPanel((s) => s.openChat);
  // Pressed before this module had loaded (launcher-button.tsx ChatOnDemand): open now.
  useEffect(() => {
    if (openAtStart) openChat();
  }, [openAtStart, openChat]);
  return (
    <>
      <LauncherButton label={label} bottom={bottom} isOpen={open} onOpen={() => openChat()} />
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
    </>
  );
}
