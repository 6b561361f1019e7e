// Numbers the texts quote (cancellation deadlines, hold length, fees) come from the organization's
// settings, so the home page, the conditions page, the FAQ and the price list never contradict
// what the system does. They arrive as phrases in the visitor's language ("7 minutes", "4 Tage",
// "3,00 €"): a text never puts its own unit or plural after a bare number.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { OrganizationSettings } from '@courtside/core/organization';
import { SETTINGS_DEFAULTS } from '@courtside/core/settings-defaults';
import { useFormatters } from '../cart/format';
import { useCurrentOrganization } from '../organization/api/get-current-organization';

/** What an organization may have stored: any setting may be missing (the defaults fill it in). */
type StoredSettings = {
  [K in keyof OrganizationSettings]?: OrganizationSettings[K] extends object
    ? Partial<OrganizationSettings[K]>
    : OrganizationSettings[K];
};

/** The values the policy texts interpolate ({{holdTime}}, {{feeFixed}} …). */
export interface PolicyValues {
  [name: string]: string | number;
  venue: string;
  holdTime: string;
  fullRefundTime: string;
  creditTime: string;
  comeTogetherTime: string;
  aboReturns: number;
  feeFixed: string;
  feePercent: number;
  feeThreshold: string;
  vat: number;
}

/** A length of time given in hours: whole days from two days on ("4 days"), else hours ("36 hours"). */
export function durationOfHours(t: TFunction, hours: number): string {
  return hours >= 48 && hours % 24 === 0
    ? t('common:durations.days', { count: hours / 24 })
    : t('common:durations.hours', { count: hours });
}

/** The interpolation values of the policy texts, from an organization's settings over the defaults. */
export function policyValues(
  settings: StoredSettings,
  venue: string,
  t: TFunction,
  money: (cents: number) => string,
): PolicyValues {
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

export function usePolicyValues(): PolicyValues {
  const { t } = useTranslation();
  const f = useFormatters();
  const { data: organization } = useCurrentOrganization();
  return useMemo(
    () =>
      policyValues(
        (organization?.settings ?? {}) as StoredSettings,
        organization?.name ?? 'Courtside',
        t,
        f.shortMoney,
      ),
    [organization, t, f],
  );
}
