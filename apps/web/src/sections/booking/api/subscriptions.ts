// POST /api/v1/subscrptions (free / conflicting dates of a weekly slot) and POST
// /api/v1/subscrptions/add (create the abo and hold its free dates) — docs/product.md#abo, typo kept.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface WeeklySlot {
  resourceId: string;
  weekday: number;
  startTime: string;
  minutes: number;
  subStartDate?: string;
  subEndDate?: string;
}

export interface SubscriptionDate {
  resourceId: string;
  date: string;
  start: string;
  end: string;
  state: 'free' | 'conflict' | 'past' | 'closed';
  reason?: string;
  /** state 'closed': the venue's closed day, its label per language (docs/product.md#closed-days). */
  closedLabel?: Record<string, string>;
  priceCents: number;
}

export interface SubscriptionDto {
  id: string;
  resourceId: string;
  weekday: number;
  startTime: string;
  minutes: number;
  subStartDate: string;
  subEndDate: string;
  status: string;
  priceCents: number;
  skippedDates: { date: string; reason: string }[];
  bookingIds: string[];
  expiresAt: string | null;
}

export function checkSubscriptionDates(slot: WeeklySlot): Promise<{ rows: SubscriptionDate[]; count: number }> {
  return api.post('/subscrptions', [slot]);
}

export function addSubscription(slot: WeeklySlot): Promise<{ rows: SubscriptionDto[]; count: number }> {
  return api.post('/subscrptions/add', [slot]);
}

export function useCheckSubscriptionDates() {
  return useMutation({ mutationFn: checkSubscriptionDates });
}

export function useAddSubscription() {
  return useMutation({ mutationFn: addSubscription });
}
