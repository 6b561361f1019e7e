import type { DayStatus } from '../api/get-calendar-overview';

/** Tone of a day by how free it is (green free, amber few, red full, grey otherwise): calendar.css .ca-*. */
export const statusTone: Record<DayStatus, 'ca-free' | 'ca-few' | 'ca-full' | 'ca-other'> = {
  free: 'ca-free',
  few: 'ca-few',
  full: 'ca-full',
  closed: 'ca-other',
  past: 'ca-other',
  not_yet: 'ca-other',
};

export const isBookableStatus = (status: DayStatus) => status === 'free' || status === 'few';
