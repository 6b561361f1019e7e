// Who orders and how they pay (docs/product.md#checkout): the Idempotency-Key's form, the customer's
// contact (from the profile when signed in, from the form for a guest) and the provider asked for.
import type { FastifyInstance } from 'fastify';
import type { CreateOrder } from '@courtside/core/checkout-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cartRepository } from '../cart/cart.repository';
import type { CartOwner } from '../cart/cart.service';
import { registryOf } from '../payment/payment-registry';
import type { PaymentProvider } from '../payment/payment-provider';

export const keyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;

export async function contactOf(db: DbOrTx, owner: CartOwner, body: CreateOrder) {
  if (owner.userId) {
    const profile = await cartRepository.userContact(db, owner.userId);
    if (!profile) throw new AppError('UNAUTHENTICATED', 'Please sign in again');
    return {
      customer: {
        name: body.contact?.name ?? profile.name,
        email: body.contact?.email ?? profile.email,
        ...((body.contact?.phone ?? profile.phone) ? { phone: body.contact?.phone ?? profile.phone! } : {}),
      },
      locale: body.locale ?? (profile.locale === 'de' ? 'de' : 'en'),
    };
  }
  if (!body.contact) throw new AppError('VALIDATION_FAILED', 'Please enter your name and email address');
  return { customer: body.contact, locale: body.locale ?? 'de' };
}

export function chooseProvider(app: FastifyInstance, body: CreateOrder): PaymentProvider {
  const registry = registryOf(app);
  const provider = body.provider ? registry.get(body.provider) : registry.defaultOnline;
  if (provider.staffOnly) throw new AppError('FORBIDDEN', 'Cash and bank transfer are taken at the desk');
  return provider;
}
