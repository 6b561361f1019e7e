// Desk bookings: staff book for a walk-in or phone customer and take the payment at
// the desk. The order module's createDeskOrder does the booking, pricing, order, payment and
// invoice in one transaction; this adds the card terminal (paid on the spot like cash, recorded as
// credit_card) and creates customer accounts staff are allowed to make.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DeskOrder } from '@courtside/core/checkout-schemas';
import type {
  DeskBookingAnswer,
  DeskBookingBody,
  DeskQuote,
  DeskQuoteBody,
  staffCustomerCreateSchema,
} from '@courtside/core/dashboard-schemas';
import { AppError } from '../../lib/app-error';
import { staffBookingRepository } from './staff-booking.repository';
import type { StaffActor } from './staff-actions.service';
import { audit } from '../audit';
import { authRepository } from '../auth';
import type { UserRow } from '../user';
import { createDeskOrder, quoteDeskOrder } from '../checkout';

/** The desk form's items in the order module's words (abo: the first date and the last date). */
export function deskItems(body: Pick<DeskQuoteBody, 'items'>): DeskOrder['items'] {
  return body.items.map((i) => ({
    resourceId: i.resourceId,
    start: i.start,
    end: i.end,
    bookingType: i.type,
    quantity: i.type === 'come_together' ? i.places : 1,
    ...(i.type === 'abo' && i.subEndDate ? { subEndDate: i.subEndDate } : {}),
  }));
}

export async function createDeskBooking(
  app: FastifyInstance,
  actor: StaffActor,
  body: DeskBookingBody,
  now = new Date(),
): Promise<DeskBookingAnswer> {
  const order = await createDeskOrder(
    app,
    { userId: actor.userId, organizationId: actor.organizationId },
    {
      provider: body.paymentMethod === 'bank_transfer' ? 'bank_transfer' : 'cash',
      userId: body.userId,
      contact: body.contact,
      couponCode: body.couponCode,
      locale: body.locale,
      items: deskItems(body),
      // Products and rentals sold with it (docs/product/shop.md#desk-sales).
      products: body.products,
      rentals: body.rentals,
    },
    now,
  );
  const method = body.paymentMethod === 'card_terminal' ? 'credit_card' : (order.paymentMethod ?? body.paymentMethod);
  await app.db.transaction(async (tx) => {
    if (body.paymentMethod === 'card_terminal' && order.totalCents > 0)
      await staffBookingRepository.setPaymentMethod(tx, order.id, 'credit_card');
    await audit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'booking.desk_created',
      entity: 'order',
      entityId: order.id,
      data: {
        paymentMethod: body.paymentMethod,
        totalCents: order.totalCents,
        customer: body.userId ? { userId: body.userId } : { name: body.contact?.name },
      },
      ip: actor.ip ?? null,
    });
  });
  const bookingIds = await staffBookingRepository.bookingIdsOfOrder(app.db, order.id);
  const { payments, invoices } = await staffBookingRepository.paymentsAndInvoices(app.db, order.id);
  const invoice = invoices.find((i) => i.kind === 'invoice') ?? null;
  return {
    orderId: order.id,
    orderStatus: order.status,
    bookingIds,
    totalCents: order.totalCents,
    paymentMethod: order.totalCents > 0 ? method : (order.paymentMethod ?? 'coupon'),
    paymentStatus: payments[0]?.status ?? 'succeeded',
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice?.number ?? null,
  };
}

/**
 * A customer account made at the desk: no password and no invitation mail (the person can claim
 * it with "forgot password" whenever they like); role customer only.
 */
export async function createDeskCustomer(
  app: FastifyInstance,
  actor: StaffActor,
  body: z.infer<typeof staffCustomerCreateSchema>,
): Promise<UserRow> {
  return app.db.transaction(async (tx) => {
    if (await authRepository.findUserByEmail(tx, actor.organizationId, body.email))
      throw new AppError('ALREADY_EXISTS', 'A customer with this email address exists already');
    const user = await authRepository.insertUser(tx, {
      organizationId: actor.organizationId,
      email: body.email,
      name: body.name,
      phone: body.phone ?? null,
      locale: body.locale ?? 'de',
      role: 'customer',
      passwordHash: null,
      emailVerifiedAt: null,
    });
    await audit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'user.created',
      entity: 'user',
      entityId: user.id,
      data: { role: 'customer', by: 'desk' },
      ip: actor.ip ?? null,
    });
    return user;
  });
}

/** The total to collect for a desk booking before it is made (the dialog shows it). */
export async function quoteDeskBooking(
  app: FastifyInstance,
  actor: StaffActor,
  body: DeskQuoteBody,
  now = new Date(),
): Promise<DeskQuote> {
  const summary = await quoteDeskOrder(
    app,
    { userId: actor.userId, organizationId: actor.organizationId },
    {
      provider: body.paymentMethod === 'bank_transfer' ? 'bank_transfer' : 'cash',
      userId: body.userId,
      contact: body.userId ? undefined : (body.contact ?? { name: 'Quote' }),
      couponCode: body.couponCode,
      locale: body.locale,
      items: deskItems(body),
      // Products and rentals sold with it (docs/product/shop.md#desk-sales).
      products: body.products,
      rentals: body.rentals,
    },
    now,
  );
  return {
    subtotal: summary.subtotal,
    discount: summary.discount,
    serviceFee: summary.serviceFee + summary.serviceFeeVat + summary.serviceFeeWaiver,
    vat: summary.vat + summary.serviceFeeVat,
    total: summary.total,
  };
}
