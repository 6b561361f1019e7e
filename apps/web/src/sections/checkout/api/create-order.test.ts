import { describe, expect, it } from 'vitest';
import { isPayPalSecret, isStripeSecret, payPalOrderIdOf, secretKind } from './create-order';

describe('client secrets', () => {
  it('tells Stripe, PayPal, Adyen and the test provider apart (a switch of provider needs a new attempt)', () => {
    expect(secretKind('pi_3Abc_secret_xyz')).toBe('stripe');
    expect(secretKind('paypal_5O190127TN364715T_secret_0f3a9c')).toBe('paypal');
    expect(secretKind('adyen_CS1A2B3C4D5E6F_secret_0f3a9c')).toBe('adyen');
    expect(secretKind('test_pi_abc')).toBe('other');
    expect(secretKind('adyen__secret_0f3a9c')).toBe('other');
    expect(isStripeSecret('paypal_5O190127TN364715T_secret_0f3a9c')).toBe(false);
    expect(isPayPalSecret('paypal__secret_0f3a9c')).toBe(false);
  });

  it('reads the PayPal order id out of a PayPal client secret', () => {
    expect(payPalOrderIdOf('paypal_5O190127TN364715T_secret_0f3a9c')).toBe('5O190127TN364715T');
  });
});
