// The cancel dialog (cancel-booking-dialog.tsx, built with MUI) loads on the first "Cancel", inside the
// MUI theme, so /customers-bookings itself stays on the light layer (ui/README.md).
import { lazy } from 'react';

/** Fetches the dialog's code; hovering or focusing "Cancel" starts it, so the click opens it at once. */
export const preloadCancelDialog = () =>
  Promise.all([import('./cancel-booking-dialog'), import('../../../theme/theme-provider')]);

export const LazyCancelBookingDialog = lazy(async () => {
  const [{ CancelBookingDialog }, { withMuiTheme }] = await preloadCancelDialog();
  return { default: withMuiTheme(CancelBookingDialog) };
});
