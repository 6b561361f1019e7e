// The chat launcher's button on its own (chat-launcher.tsx, chat-on-demand.tsx).
import { Button } from '../../ui';

interface LauncherButtonProps {
  label: string;
  bottom?: number;
  isOpen: boolean;
  onOpen: () => void;
}

/** The round button at the page's lower corner. */
export function LauncherButton({ label, bottom = 16, isOpen, onOpen }: LauncherButtonProps) {
  return (
    <Button
      variant="contained"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
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
      {label}
    </Button>
  );
}
