import type { DayStatus } from '../api/get-calendar-overview';

/** Colour of a day by how free it is (green free, amber few, red full, grey otherwise). */
export const statusColor: Record<DayStatus, 'success' | 'warning' | 'error' | 'default'> = {
  free: 'success',
  few: 'warning',
  full: 'error',
  closed: 'default',
  past: 'default',
  not_yet: 'default',
};

export const isBookableStatus = (status: DayStatus) => status === 'free' || status === 'few';
