// The policy numbers the public texts quote: the venue's settings over the defaults, as phrases in
// the visitor's language (plural, unit and money format per language).
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../locales/i18n';
import { formattersFor } from '../cart/format';
import { policyValues } from './use-policy-values';

const valuesIn = async (language: string, settings: Parameters<typeof policyValues>[0]) => {
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces(['content', 'home']);
  return policyValues(settings, 'BeachSide Köln', i18next.t, formattersFor(language, 'Europe/Berlin').shortMoney);
};

beforeAll(async () => {
  await i18nReady;
});

describe('policy values', () => {
  it('fills in the defaults when the organization has set nothing', async () => {
    const values = await valuesIn('en', {});
    expect(values).toMatchObject({
      holdTime: '7 minutes',
      fullRefundTime: '4 days',
      creditTime: '24 hours',
      comeTogetherTime: '24 hours',
      aboReturns: 4,
      feeFixed: '€3',
      feeThreshold: '€120',
      feePercent: 2,
      vat: 19,
    });
    expect(i18next.t('content:conditions.table.rows.single.when', values)).toBe('4 days or more before the start');
    expect(i18next.t('home:home.steps.two.text', values)).toBe(
      'Once it is in your cart, nobody else can take it for 7 minutes.',
    );
  });

  it("quotes the venue's own settings, in whole days only when they are whole days", async () => {
    const values = await valuesIn('en', {
      holdMinutes: 1,
      cancellation: { fullRefundHours: 36, creditHours: 48 },
      serviceFee: { fixedCents: 250 },
    });
    expect(values).toMatchObject({
      holdTime: '1 minute',
      fullRefundTime: '36 hours',
      creditTime: '2 days',
      feeFixed: '€2.50',
    });
  });

  it('speaks German: its plural and its money format', async () => {
    const values = await valuesIn('de', {
      holdMinutes: 10,
      cancellation: { comeTogetherRefundHours: 1 },
      serviceFee: { fixedCents: 250 },
    });
    expect(values).toMatchObject({
      holdTime: '10 Minuten',
      fullRefundTime: '4 Tage',
      comeTogetherTime: '1 Stunde',
      feeFixed: '2,50\u00a0€',
      feeThreshold: '120\u00a0€',
    });
    expect(i18next.t('content:conditions.table.rows.single.when', values)).toBe('4 Tage oder mehr vor Beginn');
  });

  it('gives Arabic the dual form', async () => {
    const values = await valuesIn('ar', { holdMinutes: 2 });
    expect(values.holdTime).toBe(i18next.t('common:durations.minutes_two'));
    expect(values.holdTime).not.toMatch(/\d/);
  });
});
