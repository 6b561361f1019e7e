// "Get tickets" on an event page: a light button; the MUI dialog that picks the number of places
// (join-session-dialog.tsx) loads on first use, inside the MUI theme, so the page itself stays
// without MUI. Also the join button of the come-together sessions on /dynamic-slots.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import type { Formatters } from '../../cart/format';
import type { JoinableSession } from '../../dynamic-slots/joinable-session';

const loadDialog = () => Promise.all([import('./join-session-dialog'), import('../../../theme/theme-provider')]);

const JoinSessionDialog = lazy(async () => {
  const [{ JoinSessionDialog: Dialog }, { withMuiTheme }] = await loadDialog();
  return { default: withMuiTheme(Dialog) };
});

export function EventTicketsButton({ session, f, label }: { session: JoinableSession; f: Formatters; label: string }) {
  const { t } = useTranslation('events');
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const isFull = session.placesLeft <= 0;
  const open = () => {
    setHasOpened(true);
    setOpen(true);
  };

  return (
    <>
      {/* Fetching the dialog's code on hover or focus makes the first click open it at once. */}
      <Button
        variant="contained"
        onClick={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        disabled={isFull}
        data-testid="join-session"
      >
        {isFull ? t('sessions.full') : label}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <JoinSessionDialog session={session} f={f} open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
