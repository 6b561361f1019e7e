// Staff's side of pick-up and delivery (docs/product/shop.md#pick-up-or-delivery): the list of orders to
// hand out or ship, and the two transitions. Only a paid order moves; a pick-up order is never
// shipped nor a delivery picked up (409 with the reason); marking the same order twice answers
// its state again (idempotent, audited once). Shipping queues the customer's mail.
import type { FulfilmentList, FulfilmentMethod, OrderFulfilmentDto } from '@courtside/core/fulfilment';
import { fulfilmentState, orderCode } from '@courtside/core/fulfilment';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit';
import { queueShippedMail } from './fulfilment-mail';
import { fulfilmentRepository } from './fulfilment.repository';
import type { FulfilmentRowDb } from './fulfilment.repository';

export function fulfilmentDto(f: FulfilmentRowDb, paid: boolean): OrderFulfilmentDto {
  return {
    method: f.method,
    status: f.status,
    state: fulfilmentState(f.status, f.method, paid),
    code: orderCode(f.orderId),
    shippingCents: f.shippingCents,
    address: f.shippingAddress ?? null,
    doneAt: f.doneAt?.toISOString() ?? null,
  };
}

/** The fulfilment of an order as its customer sees it; undefined for an order without products to hand over. */
export async function orderFulfilment(db: DbOrTx, orderId: string): Promise<OrderFulfilmentDto | undefined> {
  const f = await fulfilmentRepository.find(db, orderId);
  if (!f) return undefined;
  return fulfilmentDto(f, await fulfilmentRepository.isPaid(db, orderId));
}

/** The fulfilments of many orders (a list page) by order id; orders without products to hand over are absent. */
export async function ordersFulfilments(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderFulfilmentDto>> {
  const rows = await fulfilmentRepository.ofOrders(db, orderIds);
  return new Map(rows.map((r) => [r.fulfilment.orderId, fulfilmentDto(r.fulfilment, r.paid)]));
}

export async function listFulfilments(
  db: DbOrTx,
  organizationId: string,
  query: { state: 'open' | 'done'; method?: FulfilmentMethod | undefined; limit: number },
): Promise<FulfilmentList> {
  const rows = await fulfilmentRepository.list(db, organizationId, query);
  const lines = await fulfilmentRepository.linesOf(
    db,
    rows.map((r) => r.fulfilment.orderId),
  );
  return {
    rows: rows.map((r) => ({
      ...fulfilmentDto(r.fulfilment, r.paid),
      orderId: r.fulfilment.orderId,
      customerName: r.customer.name,
      customerEmail: r.customer.email,
      paidAt: r.paid ? (r.completedAt?.toISOString() ?? null) : null,
      lines: lines
        .filter((l) => l.orderId === r.fulfilment.orderId && !l.giftCard && l.quantity > l.refundedQuantity)
        .map((l) => ({ name: l.name, variantName: l.variantName, quantity: l.quantity - l.refundedQuantity })),
    })),
    count: rows.length,
  };
}

export interface FulfilmentActor {
  organizationId: string;
  userId: string | null;
  ip?: string | null;
}

const TARGET = { pickup: 'picked_up', delivery: 'shipped' } as const;

/** Marks an order picked up (`pickup`) or shipped (`delivery`), in one transaction with its audit entry. */
export async function completeFulfilment(
  db: DbOrTx,
  actor: FulfilmentActor,
  orderId: string,
  method: FulfilmentMethod,
  now: Date,
): Promise<OrderFulfilmentDto> {
  return db.transaction(async (tx) => {
    const found = await fulfilmentRepository.findWithOrder(tx, actor.organizationId, orderId);
    if (!found) throw new AppError('NOT_FOUND', 'This order has no products to pick up or ship');
    const { fulfilment, order, paid } = found;
    if (fulfilment.method !== method)
      throw new AppError(
        'INVALID_TRANSITION',
        fulfilment.method === 'pickup'
          ? 'This order is picked up at the venue, it cannot be shipped'
          : 'This order is delivered, it cannot be picked up: mark it as shipped',
        { reason: 'wrong_method', method: fulfilment.method },
      );
    // Repeated: the order is already where the caller wants it (two desks, a double click).
    if (fulfilment.status === TARGET[method]) return fulfilmentDto(fulfilment, paid);
    if (!paid)
      throw new AppError(
        'INVALID_TRANSITION',
        order.status === 'completed'
          ? 'This order is not paid yet (the bank transfer has not arrived): it cannot be handed over'
          : 'This order is not paid: it cannot be handed over',
        { reason: 'not_paid', orderStatus: order.status },
      );
    const moved = await fulfilmentRepository.transition(tx, orderId, method, TARGET[method], actor.userId, now);
    // Another desk won the race a moment ago: its state is the answer.
    if (!moved) return fulfilmentDto((await fulfilmentRepository.find(tx, orderId))!, paid);
    const code = orderCode(orderId);
    await audit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: method === 'pickup' ? 'shop.order_picked_up' : 'shop.order_shipped',
      entity: 'order',
      entityId: orderId,
      data: { code, customer: order.customer.name },
      ip: actor.ip ?? null,
    });
    if (method === 'delivery') {
      const lines = (await fulfilmentRepository.linesOf(tx, [orderId])).filter(
        (l) => !l.giftCard && l.quantity > l.refundedQuantity,
      );
      await queueShippedMail(
        tx,
        order,
        code,
        lines.map((l) => `${l.quantity - l.refundedQuantity} × ${l.name}${l.variantName ? ` (${l.variantName})` : ''}`),
        moved.shippingAddress!,
      );
    }
    return fulfilmentDto(moved, paid);
  });
}
