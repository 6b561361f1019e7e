// Provider fees (docs/product/payments.md#provider-fees): after a payment succeeded, the fee job
// asks its provider what it kept (Stripe: the charge's balance transaction; PayPal: the capture's
// seller_receivable_breakdown) and records it beside the payment (payment_fees). Outside the
// checkout's path on purpose: the provider is asked outside any transaction, a provider that does
// not answer is asked again on a later run, and several API processes asking at once write the
// same figure (an upsert keyed by the payment).
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/checkout';
import { paymentFees } from '../../db/schema/payment-fees';
import type { Job } from '../../jobs/runner';
import type { ProviderFee } from './payment-provider';
import { registryOf } from './payment-registry';

/** A fee not reported yet is asked again after this long, at most `maxAttempts` times. */
const retryAfterMs = 10 * 60_000;
const maxAttempts = 24;
/** Payments older than this are not asked any more (the provider's reports have them). */
const lookBackMs = 30 * 24 * 3600_000;

interface Candidate {
  id: string;
  organizationId: string;
  provider: string;
  providerRef: string | null;
}

async function candidates(db: DbOrTx, providers: string[], now: Date, limit: number): Promise<Candidate[]> {
  if (providers.length === 0) return [];
  return db
    .select({
      id: payments.id,
      organizationId: payments.organizationId,
      provider: payments.provider,
      providerRef: payments.providerRef,
    })
    .from(payments)
    .leftJoin(paymentFees, eq(paymentFees.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        inArray(payments.provider, providers),
        isNotNull(payments.providerRef),
        gt(payments.succeededAt, new Date(now.getTime() - lookBackMs)),
        or(
          isNull(paymentFees.paymentId),
          and(
            isNull(paymentFees.feeCents),
            lt(paymentFees.attempts, maxAttempts),
            lt(paymentFees.checkedAt, new Date(now.getTime() - retryAfterMs)),
          ),
        ),
      ),
    )
    .orderBy(asc(payments.succeededAt))
    .limit(limit);
}

async function record(db: DbOrTx, payment: Candidate, fee: ProviderFee | null, now: Date): Promise<void> {
  await db
    .insert(paymentFees)
    .values({
      paymentId: payment.id,
      organizationId: payment.organizationId,
      feeCents: fee?.feeCents ?? null,
      currency: fee?.currency.toLowerCase() ?? null,
      attempts: 1,
      checkedAt: now,
    })
    .onConflictDoUpdate({
      target: paymentFees.paymentId,
      set: {
        // A fee once reported stays: a later empty answer does not erase it.
        feeCents: sql`coalesce(excluded.fee_cents, ${paymentFees.feeCents})`,
        currency: sql`coalesce(excluded.currency, ${paymentFees.currency})`,
        attempts: sql`${paymentFees.attempts} + 1`,
        checkedAt: now,
      },
    });
}

/** Asks the providers for the fees of recently succeeded payments; answers how many were reported. */
export async function recordProviderFees(app: FastifyInstance, now = new Date(), limit = 50): Promise<number> {
  const registry = registryOf(app);
  const reporting = registry.all.filter((p) => p.fee).map((p) => p.name);
  let reported = 0;
  for (const payment of await candidates(app.db, reporting, now, limit)) {
    let fee: ProviderFee | null;
    try {
      fee = await registry.get(payment.provider).fee!(payment.providerRef!);
    } catch (error) {
      // The provider cannot be reached: nothing recorded, the next run asks again.
      app.log.warn({ err: error, paymentId: payment.id }, 'provider fee could not be read yet');
      continue;
    }
    await record(app.db, payment, fee, now);
    if (fee) reported++;
  }
  return reported;
}

export const paymentFeeJobs: Job[] = [
  { name: 'payment.fees', everyMs: 60_000, run: async (app) => void (await recordProviderFees(app)) },
];
