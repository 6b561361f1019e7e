// The waitlist's way in under the grid (docs/product.md#waitlist). Most visitors never use it, so
// the page renders only its button; the join form (code and texts) loads when the button is
// pressed, or at once when this browser has joined a waitlist before (the form then listens for
// an offer). Keeps about 3 KB gzip out of the booking page's start-up (docs/decisions/020-booking-start-up.md).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { rememberedTokens } from '../../waitlist/api/remembered-tokens';

const WaitlistJoin = lazy(async () => ({
  default: (await import('../../waitlist/components/waitlist-join')).WaitlistJoin,
}));

type Target = ComponentProps<typeof WaitlistJoin>['target'];

export function WaitlistEntry({ target }: { target: Target }) {
  const { t } = useTranslation('booking');
  const [isOpen, setOpen] = useState(false);
  // Read after hydration: the server cannot see this browser's storage.
  const [hasJoined, setJoined] = useState(false);
  useEffect(() => setJoined(rememberedTokens().length > 0), []);

  const start = (
    <div className="bk-waitlist">
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={isOpen} data-testid="waitlist-start">
        {t('waitlist.open')}
      </Button>
    </div>
  );
  if (!isOpen && !hasJoined) return start;
  return (
    <Suspense fallback={start}>
      <WaitlistJoin target={target} defaultOpen={isOpen} />
    </Suspense>
  );
}
