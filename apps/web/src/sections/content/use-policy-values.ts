// Numbers the texts quote (cancellation deadlines, hold length, fees) come from the organization's
// settings, so the conditions page and the FAQ never contradict what the system does.
import { useMemo } from 'react';
import { useCurrentOrganization } from '../organization/api/get-current-organization';

interface PolicySettings {
  holdMinutes?: number;
  cancellation?: { fullRefundHours?: number; creditHours?: number; aboReturnsPerSeason?: number; comeTogetherRefundHours?: number };
  serviceFee?: { fixedCents?: number; percent?: number; thresholdNetCents?: number };
  vatPercent?: number;
}

export function usePolicyValues(): Record<string, string | number> {
  const { data: organization } = useCurrentOrganization();
  return useMemo(() => {
    const s = (organization?.settings ?? {}) as PolicySettings;
    const c = s.cancellation ?? {};
    const euros = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');
    return {
      venue: organization?.name ?? 'Courtside',
      holdMinutes: s.holdMinutes ?? 7,
      fullRefundDays: Math.round((c.fullRefundHours ?? 96) / 24),
      creditHours: c.creditHours ?? 24,
      aboReturns: c.aboReturnsPerSeason ?? 4,
      comeTogetherHours: c.comeTogetherRefundHours ?? 24,
      feeFixed: euros(s.serviceFee?.fixedCents ?? 300),
      feePercent: s.serviceFee?.percent ?? 2,
      feeThreshold: euros(s.serviceFee?.thresholdNetCents ?? 12000),
      vat: s.vatPercent ?? 19,
    };
  }, [organization]);
}
