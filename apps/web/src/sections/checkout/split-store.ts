// The "Split with other players" choice of the checkout (docs/product/split-payment.md#checkout):
// the other players' e-mail addresses and "I pay the rest". Kept in memory only: a reload starts
// a plain checkout again, and the order made with a split keeps its split.
import { create } from 'zustand';
import { splitProblem, splitRequestSchema, SPLIT_MAX_OTHERS } from '@courtside/core/split-payment';
import type { SplitRequest } from '@courtside/core/split-payment';

interface SplitState {
  isOn: boolean;
  emails: string[];
  bookerPaysRest: boolean;
  setOn: (isOn: boolean) => void;
  setEmail: (index: number, email: string) => void;
  addPlayer: () => void;
  removePlayer: (index: number) => void;
  setBookerPaysRest: (value: boolean) => void;
  reset: () => void;
}

export const useSplitStore = create<SplitState>()((set) => ({
  isOn: false,
  emails: [''],
  bookerPaysRest: false,
  setOn: (isOn) => set({ isOn }),
  setEmail: (index, email) => set((s) => ({ emails: s.emails.map((e, i) => (i === index ? email : e)) })),
  addPlayer: () => set((s) => (s.emails.length < SPLIT_MAX_OTHERS ? { emails: [...s.emails, ''] } : s)),
  removePlayer: (index) =>
    set((s) => ({ emails: s.emails.length > 1 ? s.emails.filter((_, i) => i !== index) : [''] })),
  setBookerPaysRest: (bookerPaysRest) => set({ bookerPaysRest }),
  reset: () => set({ isOn: false, emails: [''], bookerPaysRest: false }),
}));

/** The split to send with the order, or null (off); `problem` says what to fix first. */
export function splitChoice(
  state: Pick<SplitState, 'isOn' | 'emails' | 'bookerPaysRest'>,
  bookerEmail: string | undefined,
): { request: SplitRequest | null; problem: 'invalid' | 'own' | 'twice' | null; players: number } {
  if (!state.isOn) return { request: null, problem: null, players: 1 };
  const filled = state.emails.map((e) => e.trim()).filter(Boolean);
  const players = Math.max(1, filled.length) + 1;
  const parsed = splitRequestSchema.safeParse({ emails: filled, bookerPaysRest: state.bookerPaysRest });
  if (!parsed.success) return { request: null, problem: 'invalid', players };
  const problem = splitProblem(parsed.data.emails, bookerEmail ?? '');
  if (problem) return { request: null, problem: /own/.test(problem) ? 'own' : 'twice', players };
  return { request: parsed.data, problem: null, players };
}
