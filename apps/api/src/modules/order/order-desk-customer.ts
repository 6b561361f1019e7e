// Who a desk order is for (docs/product.md#service-fee, desk orders): a customer of the venue by account, or a
// walk-in by name (the e-mail address is optional at the desk; without one no mail is sent).
import { randomBytes } from 'node:crypto';
import type { DeskOrder } from '@courtside/core/checkout-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cartRepository } from '../cart/cart.repository';
import { orderRepository } from './order.repository';

export interface DeskCustomer {
  customer: { name: string; email: string; phone?: string };
  owner: { userId: string } | { guestToken: string };
  locale: 'de' | 'en';
}

export async function deskCustomerOf(
  tx: DbOrTx,
  organizationId: string,
  body: DeskOrder,
  options: { needsEmail: boolean },
): Promise<DeskCustomer> {
  if (body.userId) {
    const profile = await cartRepository.userContact(tx, body.userId);
    const orgOfUser = await orderRepository.organizationOfUser(tx, body.userId);
    if (!profile || orgOfUser !== organizationId) throw new AppError('NOT_FOUND', 'Customer not found');
    return {
      customer: {
        name: body.contact?.name ?? profile.name,
        email: body.contact?.email ?? profile.email,
        ...(profile.phone ? { phone: profile.phone } : {}),
      },
      owner: { userId: body.userId },
      locale: body.locale ?? (profile.locale === 'de' ? 'de' : 'en'),
    };
  }
  if (!body.contact) throw new AppError('VALIDATION_FAILED', 'A walk-in order needs the contact (name)');
  // A walk-in without an e-mail address gets no mail: the order keeps an empty address.
  const customer = { ...body.contact, email: body.contact.email ?? '' };
  if (options.needsEmail && !customer.email)
    throw new AppError('VALIDATION_FAILED', 'A payment link needs the customer’s e-mail address');
  return {
    customer,
    owner: { guestToken: `desk-${randomBytes(16).toString('base64url')}` },
    locale: body.locale ?? 'de',
  };
}
