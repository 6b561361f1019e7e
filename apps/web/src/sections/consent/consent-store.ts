// Consent state for the whole app: the banner asks once, the footer's "Cookie settings" reopens the
// dialog, and features that talk to third parties (maps, the bot challenge) ask useConsent first.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { EVERYTHING, NOTHING_OPTIONAL, readConsent, writeConsent } from './consent-cookie';
import type { ConsentCategory, ConsentChoices, ConsentRecord } from './consent-cookie';

interface ConsentState {
  record: ConsentRecord | null;
  isDialogOpen: boolean;
  acceptAll: () => void;
  rejectOptional: () => void;
  save: (choices: ConsentChoices) => void;
  /** Grants one category (e.g. "show the map" on the contact page), keeping the others. */
  grant: (category: ConsentCategory) => void;
  openDialog: () => void;
  closeDialog: () => void;
}

export const useConsentStore = create<ConsentState>()((set, get) => ({
  record: readConsent(),
  isDialogOpen: false,
  acceptAll: () => set({ record: writeConsent(EVERYTHING), isDialogOpen: false }),
  rejectOptional: () => set({ record: writeConsent(NOTHING_OPTIONAL), isDialogOpen: false }),
  save: (choices) => set({ record: writeConsent(choices), isDialogOpen: false }),
  grant: (category) => set({ record: writeConsent({ ...(get().record ?? NOTHING_OPTIONAL), [category]: true }) }),
  openDialog: () => set({ isDialogOpen: true }),
  closeDialog: () => set({ isDialogOpen: false }),
}));

/** True only after the visitor allowed this category; necessary is always true. */
export function useConsent(category: ConsentCategory): boolean {
  return useConsentStore((s) => category === 'necessary' || s.record?.[category] === true);
}

/**
 * The visitor's consent record. On the server it is read from the request's cookie for every page
 * (the store was created once for all requests), and the browser's first render agrees with it.
 */
export function useConsentRecord(): ConsentRecord | null {
  return useSyncExternalStore(
    useConsentStore.subscribe,
    () => useConsentStore.getState().record,
    () => (typeof document === 'undefined' ? readConsent() : useConsentStore.getState().record),
  );
}
