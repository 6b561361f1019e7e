// Numbers the texts quote (cancellation deadlines, hold length, fees) come from the organization's
// settings, so the home page, the conditions page, the FAQ and the price list never contradict
// what the system does. They arrive as phrases in the visitor's language ("7 minutes", "4 Tage",
// "3,00 €"): a text never puts its own unit or plural after a bare number.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SETTINGS_DEFAULTS } from '@courtside/core/settings-defaults';
import { useFormatters } from '../cart/format';
import { useCurrentOrganization } from '../organization/api/get-current-organization';

interface PolicySettings {
  holdMinutes?: number;
  cancellation?: { fullRefundHours?: number; creditHours?: number; aboReturnsPerSeason?: number; comeTogetherRefundHours?: number };
  serviceFee?: { fixedCents?: number; percent?: number; thresholdNetCents?: number };
  vatPercent?: number;
}

/** A length of time given in hours: whole days from two days on ("4 days"), else hours ("36 hours"). */
export function durationOfHours(t: TFunction, hours: number): string {
  return hours >= 48 && hours % 24 === 0 ? t('common:durations.days', { count: hours / 24 }) : t('common:durations.hours', { count: hours });
}

/** The interpolation values of the policy texts, from an organization's settings over the defaults. */
export function policyValues(
  settings: PolicySettings,
  venue: string,
  t: TFunction,
  money: (cents: number) => string,
): Record<string, string | number> {
  const d = SETTINGS_DEFAULTS;
  const c = settings.cancellation ?? {};
  const fee = settings.serviceFee ?? {};
  return {
    venue,
    holdTime: t('common:durations.minutes', { count: settings.holdMinutes ?? d.holdMinutes }),
    fullRefundTime: durationOfHours(t, c.fullRefundHours ?? d.cancellation.fullRefundHours),
    creditTime: durationOfHours(t, c.creditHours ?? d.cancellation.creditHours),
    comeTogetherTime: durationOfHours(t, c.comeTogetherRefundHours ?? d.cancellation.comeTogetherRefundHours),
    aboReturns: c.aboReturnsPerSeason ?? d.cancellation.aboReturnsPerSeason,
    feeFixed: money(fee.fixedCents ?? d.serviceFee.fixedCents),
    feePercent: fee.percent ?? d.serviceFee.percent,
    feeThreshold: money(fee.thresholdNetCents ?? d.serviceFee.thresholdNetCents),
    vat: settings.vatPercent ?? d.vatPercent,
  };
}

export function usePolicyValues(): Record<string, string | number> {
  const { t } = useTranslation();
  const f = useFormatters();
  const { data: organization } = useCurrentOrganization();
  return useMemo(
    () => policyValues((organization?.settings ?? {}) as PolicySettings, organization?.name ?? 'Courtside', t, f.shortMoney),
    [organization, t, f],
  );
}
