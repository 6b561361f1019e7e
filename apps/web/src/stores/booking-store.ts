// Booking state (docs/product.md#booking), persisted under 'app-booking' (docs/product.md#money) so a reload or the way
// back from checkout keeps the chosen date, tab and filters. Card data is never stored.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { BookingType, SpaceTypeFilter } from '@courtside/core/enums';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

export interface BookingBillingAddress {
  name?: string;
  company?: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface PreferredCourtDetails {
  resourceId: string;
  weekday: number;
  startTime: string;
  minutes: number;
}

/** The docs/product.md#public-site field list; fields the original kept for its own screens stay for shape. */
export interface BookingFields {
  /** Local date YYYY-MM-DD in the venue's timezone. */
  bookingDate: string | null;
  bookingTime: string | null;
  preferredCourtDetails: PreferredCourtDetails | null;
  activeStep: number;
  bookingHour: number | null;
  fromTime: string | null;
  toTime: string | null;
  /** Always null: card numbers never touch storage. Kept for the docs/product.md#booking shape. */
  cardInfo: null;
  resourceId: string | null;
  category: string | null;
  bookingSteps: readonly string[];
  location: string | null;
  groundList: readonly string[];
  selectedSport: string | null;
  selectedEvent: string | null;
  venueName: string | null;
  /** The space-type filter (all / indoor / outdoor). */
  toggle: SpaceTypeFilter;
  dialog: boolean;
  prevtabName: BookingType | null;
  tab: number;
  tabName: BookingType;
  reservedSlots: readonly string[];
  groupId: string | null;
  billingAddress: BookingBillingAddress | null;
}

export const BOOKING_STEPS = ['book.step.name', 'book.step.billing'] as const;

export const initialBooking: BookingFields = {
  bookingDate: null,
  bookingTime: null,
  preferredCourtDetails: null,
  activeStep: 0,
  bookingHour: null,
  fromTime: null,
  toTime: null,
  cardInfo: null,
  resourceId: null,
  category: null,
  bookingSteps: BOOKING_STEPS,
  location: null,
  groundList: [],
  selectedSport: null,
  selectedEvent: null,
  venueName: null,
  toggle: 'all',
  dialog: false,
  prevtabName: null,
  tab: 0,
  tabName: 'normal',
  reservedSlots: [],
  groupId: null,
  billingAddress: null,
};

interface BookingActions {
  setDate: (date: string) => void;
  setTab: (tabName: BookingType) => void;
  setCategory: (category: string | null) => void;
  setLocation: (locationId: string | null) => void;
  setSpaceType: (spaceType: SpaceTypeFilter) => void;
  setPreferredCourt: (details: PreferredCourtDetails | null) => void;
  setActiveStep: (step: number) => void;
  setBillingAddress: (address: BookingBillingAddress | null) => void;
  setVenueName: (name: string | null) => void;
  reset: () => void;
}

export type BookingStore = BookingFields & BookingActions;

const TAB_ORDER: readonly BookingType[] = ['normal', 'abo', 'come_together'];

/** localStorage that never throws (docs/product.md#public-site: storage failures are ignored). */
const safeStorage = createJSONStorage(() => ({
  getItem: (name: string) => readStorage(name),
  setItem: (name: string, value: string) => writeStorage(name, value),
  removeItem: (name: string) => removeStorage(name),
}));

export const useBookingStore = create<BookingStore>()(
  persist(
    (set) => ({
      ...initialBooking,
      setDate: (bookingDate) => set({ bookingDate }),
      setTab: (tabName) =>
        set((state) => ({ tabName, prevtabName: state.tabName, tab: Math.max(0, TAB_ORDER.indexOf(tabName)) })),
      setCategory: (category) => set({ category, selectedSport: category }),
      setLocation: (location) => set({ location }),
      setSpaceType: (toggle) => set({ toggle }),
      setPreferredCourt: (preferredCourtDetails) =>
        set({ preferredCourtDetails, resourceId: preferredCourtDetails?.resourceId ?? null }),
      setActiveStep: (activeStep) => set({ activeStep }),
      setBillingAddress: (billingAddress) => set({ billingAddress }),
      setVenueName: (venueName) => set({ venueName }),
      reset: () => set({ ...initialBooking }),
    }),
    {
      name: STORAGE_KEYS.booking,
      storage: safeStorage,
      version: 1,
      partialize: (state): BookingFields => {
        const fields: Partial<BookingStore> = { ...state };
        for (const key of Object.keys(fields) as (keyof BookingStore)[])
          if (typeof fields[key] === 'function') delete fields[key];
        return { ...(fields as BookingFields), cardInfo: null };
      },
    },
  ),
);
