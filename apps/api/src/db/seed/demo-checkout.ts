// Coupons and a gift card of the demo venue, so a visitor can try discounts and voucher payments
// right away. Codes are printed in the README / shown in the dashboard.
import type { DbOrTx } from '../client';
import { coupons, voucherTransactions, vouchers } from '../schema/coupons';

export const demoCouponCodes = ['WILLKOMMEN10', 'BEACH5', 'ABO15'] as const;
export const demoVoucherCode = 'GC-DEMO-5000';

export async function seedDemoCheckout(db: DbOrTx, context: { organizationId: string; today: Date }): Promise<void> {
  const year = context.today.getUTCFullYear();
  await db.insert(coupons).values([
    {
      organizationId: context.organizationId,
      code: 'WILLKOMMEN10',
      description: '10 % on court bookings and come-together places, once per customer',
      kind: 'percent',
      percentBasisPoints: 1000,
      maxUsesPerCustomer: 1,
    },
    {
      organizationId: context.organizationId,
      code: 'BEACH5',
      description: '5 € off from 30 € order value, 100 uses',
      kind: 'fixed',
      amountCents: 500,
      minOrderCents: 3000,
      maxUses: 100,
    },
    {
      organizationId: context.organizationId,
      code: 'ABO15',
      description: '15 % on season subscriptions',
      kind: 'percent',
      percentBasisPoints: 1500,
      eligibleBookingTypes: ['abo'],
      validUntil: new Date(Date.UTC(year + 1, 11, 31)),
    },
  ]);
  const [voucher] = await db
    .insert(vouchers)
    .values({
      organizationId: context.organizationId,
      code: demoVoucherCode,
      initialCents: 5000,
      balanceCents: 5000,
      source: 'sale',
      email: 'customer@example.com',
      note: 'Demo gift card',
    })
    .returning();
  await db.insert(voucherTransactions).values({
    organizationId: context.organizationId,
    voucherId: voucher!.id,
    kind: 'issue',
    amountCents: 5000,
    balanceAfterCents: 5000,
    note: 'Demo gift card',
  });
}
