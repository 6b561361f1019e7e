// docs/product.md#checkout checkout flow: the step is the query parameter `step`; back (−1), next (+1) and go
// (to a number); the last step is billing. Reset returns to the book page.
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BOOKING_STEPS, useBookingStore } from '../../stores/booking-store';
import { bookPathFor } from '../cart/use-checkout-path';
import { useIsSignedIn } from '../cart/use-signed-in';

export const LAST_STEP = BOOKING_STEPS.length - 1;

export function parseStep(value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 0 && step <= LAST_STEP ? step : 0;
}

export function useCheckoutSteps() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const setActiveStep = useBookingStore((state) => state.setActiveStep);
  const resetBooking = useBookingStore((state) => state.reset);
  const step = parseStep(searchParams.get('step'));

  const go = useCallback(
    (target: number) => {
      const next = Math.max(0, Math.min(LAST_STEP, target));
      setActiveStep(next);
      setSearchParams((params) => {
        const copy = new URLSearchParams(params);
        copy.set('step', String(next));
        return copy;
      });
    },
    [setActiveStep, setSearchParams],
  );

  const reset = useCallback(() => {
    resetBooking();
    void navigate(bookPathFor(isSignedIn));
  }, [resetBooking, navigate, isSignedIn]);

  return useMemo(
    () => ({
      step,
      steps: BOOKING_STEPS,
      isLast: step === LAST_STEP,
      back: () => (step === 0 ? reset() : go(step - 1)),
      next: () => go(step + 1),
      go,
      reset,
    }),
    [step, go, reset],
  );
}
