// The outcome of a staff action (saved, moved, cancelled, refused) where the action was taken. It
// takes focus when it appears, so a keyboard or screen-reader user hears it at once and continues
// from there (the button that opened the dialog may be gone or disabled by then); success is a polite
// status, a refusal an alert.
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

export interface StaffMessage {
  severity: 'success' | 'error';
  text: string;
}

export function StatusMessage({
  message,
  onClose,
  sx,
}: {
  message: StaffMessage | null;
  onClose: () => void;
  sx?: SxProps<Theme>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role={message.severity === 'error' ? 'alert' : 'status'}
      severity={message.severity}
      onClose={onClose}
      data-testid="staff-message"
      sx={sx}
    >
      {message.text}
    </Alert>
  );
}
