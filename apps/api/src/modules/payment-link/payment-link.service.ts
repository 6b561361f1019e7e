// Payment links (issue 7 gap 2). Staff make the order for a customer through the desk order code
// (same holds, pricing, coupons), left pending with the online provider; the holds last for the
// payment window the link states (24 h by default, PAYMENT_LINK_DEFAULT_HOURS), so nobody else can
// book the slots meanwhile (the exclusion constraint still decides). The customer opens the link,
// sees the order and pays; after the window the link says it expired and the order-reconcile job
// gives the order up and frees the holds.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatCents } from '@courtside/core/money';
import type { PaymentLinkBody, PaymentLinkCreated, PaymentLinkPaid, PaymentLinkPayBody, PaymentLinkState, PaymentLinkView } from '@courtside/core/payment-link-schemas';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit.service';
import { appUrl } from '../auth/auth-user';
import { queueMail } from '../mail/mail.service';
import { createDeskOrder } from '../order/order-desk';
import { openPayment } from '../order/order-dto';
import { orderRepository } from '../order/order.repository';
import type { OrderItemRow, OrderRow } from '../order/order.repository';
import { initiatePayment } from '../order/order.service';
import { confirmPayment } from '../payment/payment.service';
import { registryOf } from '../payment/payment-registry';
import { deskItems } from '../staff-booking/desk-booking.service';
import type { StaffActor } from '../staff-booking/staff-actions.service';
import { paymentLinkTemplate } from './payment-link-mail';
import { paymentLinkRepository } from './payment-link.repository';
import type { PaymentLinkRow } from './payment-link.repository';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const payLinkPath = (token: string) => `/pay/${token}`;

function when(date: Date, locale: 'de' | 'en', timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { timeZone, weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

function mailLines(items: OrderItemRow[], locale: 'de' | 'en', timeZone: string): string[] {
  // An abo has one line per weekly date: the mail names the first and how many.
  const lines: string[] = [];
  const money = (cents: number) => formatCents(cents, locale === 'de' ? 'de-DE' : 'en-GB');
  const abos = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    if (item.subscriptionId) abos.set(item.subscriptionId, [...(abos.get(item.subscriptionId) ?? []), item]);
    else lines.push(`• ${item.resourceName}, ${when(item.startsAt, locale, timeZone)}${item.quantity > 1 ? ` (${item.quantity}×)` : ''}: ${money(item.grossCents)}`);
  }
  for (const dates of abos.values()) {
    const gross = dates.reduce((s, d) => s + d.grossCents, 0);
    lines.push(`• Abo ${dates[0]!.resourceName}, ${locale === 'de' ? 'ab' : 'from'} ${when(dates[0]!.startsAt, locale, timeZone)}, ${dates.length} ${locale === 'de' ? 'Termine' : 'dates'}: ${money(gross)}`);
  }
  return lines;
}

export async function createPaymentLink(app: FastifyInstance, actor: StaffActor, body: PaymentLinkBody, now = new Date()): Promise<PaymentLinkCreated> {
  const hours = body.validHours;
  const until = new Date(now.getTime() + hours * 3_600_000);
  const provider = registryOf(app).defaultOnline;
  const order = await createDeskOrder(
    app,
    { userId: actor.userId, organizationId: actor.organizationId },
    { provider: 'cash', userId: body.userId, contact: body.contact, couponCode: body.couponCode, locale: body.locale, items: deskItems(body) },
    now,
    { payLater: { provider: provider.name, until } },
  );
  // A coupon that covers everything completes the order at once: the link then just shows it paid.
  const token = randomBytes(32).toString('base64url');
  const url = appUrl(app.config, payLinkPath(token));
  const link = await app.db.transaction(async (tx) => {
    const row = await paymentLinkRepository.insert(tx, { organizationId: actor.organizationId, orderId: order.id, tokenHash: hashToken(token), sentTo: order.customer.email, expiresAt: until, createdBy: actor.userId });
    const venue = await orderRepository.venueOf(tx, actor.organizationId);
    const locale = order.locale === 'de' ? 'de' : 'en';
    const mail = await queueMail(tx, {
      organizationId: actor.organizationId,
      to: order.customer.email,
      locale,
      template: paymentLinkTemplate.name,
      data: { name: order.customer.name, lines: mailLines(await orderRepository.items(tx, order.id), locale, venue.timeZone), total: formatCents(order.totalCents, locale === 'de' ? 'de-DE' : 'en-GB'), url, expires: when(until, locale, venue.timeZone) },
    });
    await paymentLinkRepository.setMail(tx, row.id, mail.id);
    await audit(tx, { organizationId: actor.organizationId, actorUserId: actor.userId, action: 'order.payment_link_sent', entity: 'order', entityId: order.id, data: { sentTo: order.customer.email, expiresAt: until.toISOString(), totalCents: order.totalCents }, ip: actor.ip ?? null });
    return row;
  });
  // The provider's side starts outside the transaction (as in the customer checkout); safe to repeat.
  const payment = openPayment(await orderRepository.payments(app.db, order.id));
  if (payment) await initiatePayment(app, order, payment);
  const bookingIds = (await orderRepository.items(app.db, order.id)).map((i) => i.bookingId).filter((id): id is string => Boolean(id));
  return { id: link.id, orderId: order.id, bookingIds, url, sentTo: link.sentTo, expiresAt: until.toISOString(), totalCents: order.totalCents };
}

function stateOf(link: PaymentLinkRow, order: OrderRow, now: Date): PaymentLinkState {
  if (order.status === 'completed') return 'paid';
  if (order.status === 'failed') return 'failed';
  if (order.status === 'cancelled') return order.confirmationStatus === 'timeout' ? 'expired' : 'cancelled';
  return now.getTime() >= link.expiresAt.getTime() ? 'expired' : 'open';
}

async function linkOf(app: FastifyInstance, token: string): Promise<{ link: PaymentLinkRow; order: OrderRow }> {
  const link = await paymentLinkRepository.findByTokenHash(app.db, hashToken(token));
  const order = link ? await orderRepository.findById(app.db, link.orderId) : undefined;
  if (!link || !order) throw new AppError('NOT_FOUND', 'This payment link does not exist. Please check the address in your mail.');
  return { link, order };
}

export async function viewPaymentLink(app: FastifyInstance, token: string, now = new Date()): Promise<PaymentLinkView> {
  const { link, order } = await linkOf(app, token);
  const state = stateOf(link, order, now);
  const [items, payments, invoices, venue] = await Promise.all([orderRepository.items(app.db, order.id), orderRepository.payments(app.db, order.id), orderRepository.invoicesOf(app.db, order.id), orderRepository.venueOf(app.db, order.organizationId)]);
  const payment = openPayment(payments);
  const provider = registryOf(app).get(payment?.provider ?? order.provider);
  const s = order.summary;
  return {
    state,
    expiresAt: link.expiresAt.toISOString(),
    venueName: venue.name,
    customerName: order.customer.name,
    currency: order.currency,
    orderId: order.id,
    items: items.map((i) => ({ resourceName: i.resourceName, start: i.startsAt.toISOString(), end: i.endsAt.toISOString(), bookingType: i.bookingType, quantity: i.quantity, grossCents: i.grossCents })),
    summary: { subtotal: s.subtotal, discount: s.discount, vat: s.vat, serviceFee: s.serviceFee, serviceFeeVat: s.serviceFeeVat, serviceFeeWaiver: s.serviceFeeWaiver, total: s.total },
    provider: provider.name,
    publicConfig: provider.publicConfig?.() ?? {},
    clientSecret: state === 'open' ? (payment?.clientSecret ?? null) : null,
    invoiceNumber: invoices.find((i) => i.kind === 'invoice')?.number ?? null,
  };
}

const closedMessages: Record<Exclude<PaymentLinkState, 'open'>, string> = {
  paid: 'This order has been paid already.',
  expired: 'This payment link has expired and the reservation was released. Please contact the venue to book again.',
  cancelled: 'This order was cancelled. Please contact the venue to book again.',
  failed: 'This order could not be booked. Please contact the venue.',
};

export async function payPaymentLink(app: FastifyInstance, token: string, body: PaymentLinkPayBody, now = new Date()): Promise<PaymentLinkPaid> {
  const { link, order } = await linkOf(app, token);
  const state = stateOf(link, order, now);
  if (state !== 'open') throw new AppError(state === 'expired' ? 'HOLD_EXPIRED' : 'CONFLICT', closedMessages[state], { state });
  let payment = openPayment(await orderRepository.payments(app.db, order.id));
  if (!payment) throw new AppError('CONFLICT', 'This order has no open payment. Please contact the venue.');
  if (!payment.providerRef || !payment.clientSecret) payment = await initiatePayment(app, order, payment);
  const { order: settled, state: result } = await confirmPayment(app, { orderId: order.id, clientSecret: payment.clientSecret!, ...(body.card ? { card: body.card } : {}) }, now);
  if (result.status === 'failed' || result.status === 'cancelled') throw new AppError('PAYMENT_FAILED', result.failureMessage ?? 'The payment failed', { state: 'open' });
  const invoices = await orderRepository.invoicesOf(app.db, order.id);
  const after = stateOf(link, settled, now);
  const message = after === 'paid' ? 'Payment received, your booking is confirmed.' : after === 'open' ? 'Payment is being processed.' : closedMessages[after];
  return { state: after, message, invoiceNumber: invoices.find((i) => i.kind === 'invoice')?.number ?? null };
}
