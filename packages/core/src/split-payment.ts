// Split the court (docs/product/split-payment.md): the booker names 1–3 other players, everyone
// pays a share, the shares sum exactly to the total and the rounding cents go to the booker. Pure
// functions and the request's schema; the API and the web app both use them.
import { z } from 'zod';
import { allocate } from './money';

/** At most three other players (four players on a court). */
export const SPLIT_MAX_OTHERS = 3;
/** A split needs at least this long between checkout and the share deadline. */
export const SPLIT_MIN_WINDOW_MINUTES = 15;
/** The share deadline leaves the booker at least this long before the slot to pay the rest. */
export const SPLIT_REST_BEFORE_START_MINUTES = 60;

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'An e-mail address has at most 254 characters')
  .pipe(z.email('Please enter a valid e-mail address for every player'));

export const splitRequestSchema = z.object({
  emails: z
    .array(emailSchema)
    .min(1, 'Name at least one other player to split with')
    .max(SPLIT_MAX_OTHERS, `You can split with at most ${SPLIT_MAX_OTHERS} other players`),
  /** At the deadline the booker pays what is still open, instead of the court being released. */
  bookerPaysRest: z.boolean().default(false),
});
export type SplitRequest = z.infer<typeof splitRequestSchema>;

/** Why a split cannot be made with these addresses, or null (the schema checked their form). */
export function splitProblem(emails: readonly string[], bookerEmail: string): string | null {
  const seen = new Set<string>();
  const own = bookerEmail.trim().toLowerCase();
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    if (email === own) return 'You pay your own share: name the other players, not your own e-mail address';
    if (seen.has(email)) return `${email} is named twice: every player pays one share`;
    seen.add(email);
  }
  if (!seen.size) return 'Name at least one other player to split with';
  if (seen.size > SPLIT_MAX_OTHERS) return `You can split with at most ${SPLIT_MAX_OTHERS} other players`;
  return null;
}

/**
 * The shares of `totalCents` for `players` payers (the booker first): equal parts, and the cents
 * that do not divide go to the booker, so the shares always sum to the total exactly.
 */
export function splitShares(totalCents: number, players: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`Invalid total: ${totalCents}`);
  if (!Number.isInteger(players) || players < 1) throw new RangeError(`Invalid number of players: ${players}`);
  const each = Math.floor(totalCents / players);
  const rest = totalCents - each * players;
  return Array.from({ length: players }, (_, i) => (i === 0 ? each + rest : each));
}

/**
 * Spreads the document's amounts (one per VAT rate, each ≥ 0) over the shares, so every share's
 * row sums to its share and every column to its amount: share i takes its part of what the shares
 * before it left (largest remainder), the last share takes what is left. Each payer's invoice then
 * carries its own VAT per rate.
 */
export function allocateShares(amounts: readonly number[], shares: readonly number[]): number[][] {
  const total = amounts.reduce((s, a) => s + a, 0);
  if (shares.reduce((s, a) => s + a, 0) !== total) throw new RangeError('The shares do not sum to the amounts');
  if (amounts.some((a) => a < 0) || shares.some((s) => s < 0)) throw new RangeError('Negative amount');
  const left = [...amounts];
  return shares.map((share, i) => {
    const row = i === shares.length - 1 ? [...left] : allocate(share, left);
    row.forEach((part, j) => (left[j]! -= part));
    return row;
  });
}

/**
 * The share deadline: `deadlineHours` after checkout, but never later than an hour before the slot
 * (SPLIT_REST_BEFORE_START_MINUTES), so the booker can still pay the rest; the rest link is open
 * until `restHours` after the deadline and never after the slot's start. Null when the slot is too
 * soon for a split (less than SPLIT_MIN_WINDOW_MINUTES to the deadline).
 */
export function splitWindow(
  now: Date,
  slotStart: Date,
  settings: { deadlineHours: number; restHours: number },
): { deadline: Date; restUntil: Date } | null {
  const latest = slotStart.getTime() - SPLIT_REST_BEFORE_START_MINUTES * 60_000;
  const deadline = Math.min(now.getTime() + settings.deadlineHours * 3_600_000, latest);
  if (deadline - now.getTime() < SPLIT_MIN_WINDOW_MINUTES * 60_000) return null;
  const restUntil = Math.min(deadline + settings.restHours * 3_600_000, slotStart.getTime());
  return { deadline: new Date(deadline), restUntil: new Date(restUntil) };
}

export const shareStates = ['open', 'paid', 'cancelled', 'refunded'] as const;
export type ShareState = (typeof shareStates)[number];

/** A voucher code as the split views show it: only its last four characters. */
export const maskVoucherCode = (code: string) => `••••${code.replace(/[^A-Za-z0-9]/g, '').slice(-4)}`;

/**
 * One way a share was paid (docs/product/split-payment.md#who-sees-what): its payment at a
 * provider (card, PayPal, …), a voucher (code masked) or punches of a pass (the pass's name).
 */
export const shareTenderSchema = z.object({
  kind: z.enum(['payment', 'voucher', 'pass']),
  provider: z.string().nullable().describe('payment: stripe, paypal, adyen, test'),
  method: z.string().nullable().describe('payment: credit_card, paypal, sepa_debit, …'),
  amountCents: z.number().int().describe('what it paid of the share (a pass: none, the punches pay)'),
  refundedCents: z.number().int(),
  voucherCode: z.string().nullable().describe('voucher: the code, masked (last four characters)'),
  passName: z.string().nullable(),
  punches: z.number().int().nullable(),
  returned: z.boolean().describe('given back: voucher credited, punches returned'),
});
export type ShareTender = z.infer<typeof shareTenderSchema>;

/** One payer's share, as staff and the booker see it. */
export const orderShareSchema = z.object({
  id: z.uuid(),
  position: z.number().int().describe('0 = the booker; 9 = the rest the booker took over at the deadline'),
  email: z.string(),
  amountCents: z.number().int(),
  status: z.enum(shareStates),
  paidAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  tenders: z.array(shareTenderSchema).describe('how the share was paid, each tender with its amount'),
});
export const orderSplitSchema = z.object({
  orderId: z.uuid(),
  status: z.enum(['open', 'rest', 'complete', 'released']),
  deadline: z.string(),
  restUntil: z.string(),
  bookerPaysRest: z.boolean(),
  shares: z.array(orderShareSchema),
});
export type OrderSplit = z.infer<typeof orderSplitSchema>;
