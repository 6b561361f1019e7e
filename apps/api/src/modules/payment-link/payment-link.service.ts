// Payment links. Staff make the order for a customer through the desk order code
// (same holds, pricing, coupons), left pending with the online provider; the holds last for the
// payment window the link states (24 h by default, PAYMENT_LINK_DEFAULT_HOURS), so nobody else can
// book the slots meanwhile (the exclusion constraint still decides). The customer opens the link,
// sees the order and pays; after the window the link says it expired and the order-reconcile job
// gives the order up and frees the holds. Staff's list, resend and cancel: payment-link-staff.ts.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatCents } from '@courtside/core/money';
import type {
  PaymentLinkBody,
  PaymentLinkCreated,
  PaymentLinkPaid,
  PaymentLinkPayBody,
  PaymentLinkState,
  PaymentLinkView,
} from '@courtside/core/payment-link-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { mailLines, paymentLinkTemplate, when } from './payment-link-mail';
import { payShareLink, viewShareLink } from './payment-link-share';
import { linkView } from './payment-link-view';
import { paymentLinkRepository } from './payment-link.repository';
import type { PaymentLinkRow } from './payment-link.repository';
import { audit } from '../audit';
import { appUrl } from '../auth';
import { queueMail } from '../mail';
import {
  confirmPayment,
  createDeskOrder,
  initiatePayment,
  openPayment,
  orderRepository,
  registryOf,
} from '../checkout';
import type { OrderRow } from '../checkout';
import { deskItems } from '../staff-booking';
import type { StaffActor } from '../staff-booking';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const payLinkPath = (token: string) => `/pay/${token}`;

/** Inserts a link row for the order, queues its mail and audits it (inside the caller's transaction). */
export async function sendLink(
  tx: DbOrTx,
  app: FastifyInstance,
  actor: StaffActor,
  order: OrderRow,
  until: Date,
  audited: { action: string; data?: Record<string, unknown> },
): Promise<{ row: PaymentLinkRow; url: string }> {
  const token = randomBytes(32).toString('base64url');
  const url = appUrl(app.config, payLinkPath(token));
  const row = await paymentLinkRepository.insert(tx, {
    organizationId: order.organizationId,
    orderId: order.id,
    tokenHash: hashToken(token),
    sentTo: order.customer.email,
    expiresAt: until,
    createdBy: actor.userId,
  });
  const venue = await orderRepository.venueOf(tx, order.organizationId);
  const locale = order.locale === 'de' ? 'de' : 'en';
  const mail = await queueMail(tx, {
    organizationId: order.organizationId,
    to: order.customer.email,
    locale,
    template: paymentLinkTemplate.name,
    data: {
      name: order.customer.name,
      lines: mailLines(await orderRepository.items(tx, order.id), locale, venue.timeZone),
      total: formatCents(order.totalCents, locale === 'de' ? 'de-DE' : 'en-GB'),
      url,
      expires: when(until, locale, venue.timeZone),
    },
  });
  await paymentLinkRepository.setMail(tx, row.id, mail.id);
  await audit(tx, {
    organizationId: order.organizationId,
    actorUserId: actor.userId,
    action: audited.action,
    entity: 'order',
    entityId: order.id,
    data: {
      linkId: row.id,
      sentTo: order.customer.email,
      expiresAt: until.toISOString(),
      totalCents: order.totalCents,
      ...audited.data,
    },
    ip: actor.ip ?? null,
  });
  return { row, url };
}

export const bookingIdsOf = async (app: FastifyInstance, orderId: string) =>
  (await orderRepository.items(app.db, orderId)).map((i) => i.bookingId).filter((id): id is string => Boolean(id));

export async function createPaymentLink(
  app: FastifyInstance,
  actor: StaffActor,
  body: PaymentLinkBody,
  now = new Date(),
): Promise<PaymentLinkCreated> {
  const hours = body.validHours;
  const until = new Date(now.getTime() + hours * 3_600_000);
  const provider = registryOf(app).defaultOnline;
  const order = await createDeskOrder(
    app,
    { userId: actor.userId, organizationId: actor.organizationId },
    {
      provider: 'cash',
      userId: body.userId,
      contact: body.contact,
      couponCode: body.couponCode,
      locale: body.locale,
      items: deskItems(body),
    },
    now,
    { payLater: { provider: provider.name, until } },
  );
  if (order.status === 'completed') {
    // Nothing to pay (a 100 % coupon): booked at once like a 0 € checkout, and the customer got the
    // normal confirmation mail (order completion) instead of a "please pay" link.
    await audit(app.db, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'order.desk_created',
      entity: 'order',
      entityId: order.id,
      data: { provider: order.paymentMethod, totalCents: order.totalCents, paymentLink: 'not needed' },
      ip: actor.ip ?? null,
    });
    return {
      id: null,
      orderId: order.id,
      bookingIds: await bookingIdsOf(app, order.id),
      state: 'paid',
      url: null,
      sentTo: order.customer.email,
      expiresAt: null,
      totalCents: order.totalCents,
    };
  }
  const { row, url } = await app.db.transaction(async (tx) => {
    await paymentLinkRepository.attachBookings(tx, order.id);
    return sendLink(tx, app, actor, order, until, { action: 'order.payment_link_sent' });
  });
  // The provider's side starts outside the transaction (as in the customer checkout); safe to repeat.
  const payment = openPayment(await orderRepository.payments(app.db, order.id));
  if (payment) await initiatePayment(app, order, payment);
  return {
    id: row.id,
    orderId: order.id,
    bookingIds: await bookingIdsOf(app, order.id),
    state: 'open',
    url,
    sentTo: row.sentTo,
    expiresAt: until.toISOString(),
    totalCents: order.totalCents,
  };
}

export function stateOf(link: PaymentLinkRow, order: OrderRow, now: Date): PaymentLinkState {
  if (order.status === 'completed') return 'paid';
  if (order.status === 'failed') return 'failed';
  if (order.status === 'cancelled') return order.confirmationStatus === 'timeout' ? 'expired' : 'cancelled';
  return now.getTime() >= link.expiresAt.getTime() ? 'expired' : 'open';
}

// A share link of a split order is current per share (docs/product/split-payment.md#paying).
export const isCurrent = async (db: DbOrTx, link: PaymentLinkRow) =>
  (await paymentLinkRepository.ofOrder(db, link.orderId)).filter((l) => l.shareId === link.shareId)[0]?.id === link.id;

export async function linkOf(app: FastifyInstance, token: string): Promise<{ link: PaymentLinkRow; order: OrderRow }> {
  const link = await paymentLinkRepository.findByTokenHash(app.db, hashToken(token));
  const order = link ? await orderRepository.findById(app.db, link.orderId) : undefined;
  if (!link || !order)
    throw new AppError('NOT_FOUND', 'This payment link does not exist. Please check the address in your mail.');
  // A resend replaces the link: only the newest one of the order works.
  if (!(await isCurrent(app.db, link)))
    throw new AppError(
      'NOT_FOUND',
      'This payment link was replaced by a newer one. Please use the link in the most recent mail from the venue.',
      { reason: 'replaced' },
    );
  return { link, order };
}

export async function viewPaymentLink(app: FastifyInstance, token: string, now = new Date()): Promise<PaymentLinkView> {
  const { link, order } = await linkOf(app, token);
  if (link.shareId) return viewShareLink(app, link, order, now);
  const state = stateOf(link, order, now);
  const [payments, invoices] = await Promise.all([
    orderRepository.payments(app.db, order.id),
    orderRepository.invoicesOf(app.db, order.id),
  ]);
  const invoiceNumber = invoices.find((i) => i.kind === 'invoice')?.number ?? null;
  return linkView(app, link, order, state, openPayment(payments), invoiceNumber);
}

const closedMessages: Record<Exclude<PaymentLinkState, 'open'>, string> = {
  paid: 'This order has been paid already.',
  expired: 'This payment link has expired and the reservation was released. Please contact the venue to book again.',
  cancelled: 'This order was cancelled. Please contact the venue to book again.',
  failed: 'This order could not be booked. Please contact the venue.',
};

export async function payPaymentLink(
  app: FastifyInstance,
  token: string,
  body: PaymentLinkPayBody,
  now = new Date(),
): Promise<PaymentLinkPaid> {
  const { link, order } = await linkOf(app, token);
  if (link.shareId) return payShareLink(app, link, order, body, now);
  const state = stateOf(link, order, now);
  if (state !== 'open')
    throw new AppError(state === 'expired' ? 'HOLD_EXPIRED' : 'CONFLICT', closedMessages[state], { state });
  let payment = openPayment(await orderRepository.payments(app.db, order.id));
  if (!payment) throw new AppError('CONFLICT', 'This order has no open payment. Please contact the venue.');
  if (!payment.providerRef || !payment.clientSecret) payment = await initiatePayment(app, order, payment);
  const { order: settled, state: result } = await confirmPayment(
    app,
    { orderId: order.id, clientSecret: payment.clientSecret!, ...(body.card ? { card: body.card } : {}) },
    now,
  );
  if (result.status === 'failed' || result.status === 'cancelled')
    throw new AppError('PAYMENT_FAILED', result.failureMessage ?? 'The payment failed', { state: 'open' });
  const invoices = await orderRepository.invoicesOf(app.db, order.id);
  const after = stateOf(link, settled, now);
  const message =
    after === 'paid'
      ? 'Payment received, your booking is confirmed.'
      : after === 'open'
        ? 'Payment is being processed.'
        : closedMessages[after];
  return { state: after, message, invoiceNumber: invoices.find((i) => i.kind === 'invoice')?.number ?? null };
}

// ——— Staff: the links of an order, resend, cancel ———

/** A link of the staff member's organization (another organization's link is not found). */
