// The booking page's chat launcher: until it is pressed the page carries only the button, not the
// chat's store, panel or texts (docs/product/chat-tasks.md#support-chat;
// docs/decisions/020-booking-start-up.md).
import { lazy, Suspense, useState } from 'react';
import { LauncherButton } from './launcher-button';

const ChatButton = lazy(async () => ({ default: (await import('./chat-launcher')).ChatButton }));

/** The launcher whose chat loads on the first press, then opens at once. */
export function ChatOnDemand({ label, bottom }: { label: string; bottom?: number }) {
  const [isWanted, setWanted] = useState(false);
  const button = <LauncherButton label={label} bottom={bottom} isOpen={isWanted} onOpen={() => setWanted(true)} />;
  if (!isWanted) return button;
  return (
    <Suspense fallback={button}>
      <ChatButton label={label} bottom={bottom} openAtStart />
    </Suspense>
  );
}
