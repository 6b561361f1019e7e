// Joining a come-together session (or buying event tickets, which are places in one): the button
// opens the places dialog (sections/events/components/join-session-dialog.tsx, shared with the
// event page's tickets button); the places are held in the cart for the hold time, and the cart
// opens.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { Formatters } from '../../cart/format';
import { JoinSessionDialog } from '../../events/components/join-session-dialog';

export interface JoinableSession {
  sessionId: string;
  resourceId: string;
  start: string;
  end: string;
  title: string;
  placesLeft: number;
  priceCents: number;
}

export function JoinSessionButton({ session, f, label }: { session: JoinableSession; f: Formatters; label: string }) {
  const { t } = useTranslation('events');
  const [isOpen, setOpen] = useState(false);
  const isFull = session.placesLeft <= 0;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} disabled={isFull} data-testid="join-session">
        {isFull ? t('sessions.full') : label}
      </Button>
      <JoinSessionDialog session={session} f={f} open={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
