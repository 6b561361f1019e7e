// The time left on a held offer. The digits tick every second for the eye; screen readers hear the
// remaining time politely at a few moments only (on arrival, every 5 minutes, at 2 and 1 minute
// left) instead of every second, with the "more time" action right beside it (WCAG 2.2.1).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../cart/format';

const MILESTONES = [120, 60];

export function OfferCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired?: () => void }) {
  const { t } = useTranslation('waitlist');
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const [spoken, setSpoken] = useState('');
  const lastSpoken = useRef<number | null>(null);
  const expired = useRef(false);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const left = Math.max(0, end - now);
  const seconds = Math.ceil(left / 1000);
  const minutes = Math.ceil(seconds / 60);

  useEffect(() => {
    if (left === 0) {
      if (!expired.current) {
        expired.current = true;
        setSpoken(t('offer.expiredNow'));
        onExpired?.();
      }
      return;
    }
    expired.current = false;
    const previous = lastSpoken.current;
    const due =
      previous === null ||
      MILESTONES.some((m) => previous > m && seconds <= m) ||
      (seconds > 120 && Math.floor(previous / 300) !== Math.floor(seconds / 300));
    if (due) {
      lastSpoken.current = seconds;
      setSpoken(t('offer.leftSpoken', { count: minutes }));
    }
  }, [left, seconds, minutes, t, onExpired]);

  // A new deadline (extended) is announced at once.
  useEffect(() => {
    lastSpoken.current = null;
  }, [expiresAt]);

  return (
    <div>
      <div className="wl-countdown" aria-hidden="true" data-testid="offer-countdown">
        {formatCountdown(left)}
      </div>
      <div className="cs-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="offer-announcement">
        {spoken}
      </div>
    </div>
  );
}
