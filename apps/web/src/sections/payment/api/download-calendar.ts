// GET /api/v1/orders/{id}/calendar as a file download: the server's .ics of the order — every
// date of an abo, Europe/Berlin wall-clock times with a VTIMEZONE — the same file as in the mail.
import { downloadFromApi } from '../../../lib/download';

export function downloadOrderCalendar(orderId: string): Promise<void> {
  return downloadFromApi(
    `/orders/${encodeURIComponent(orderId)}/calendar`,
    `booking-${orderId.slice(0, 8)}.ics`,
    'text/calendar',
  );
}
