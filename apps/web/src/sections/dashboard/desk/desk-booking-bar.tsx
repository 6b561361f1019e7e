// On /dashboard/book staff book for someone else: a bar above the grid opens the desk booking
// (walk-in or phone customer, single, abo or come-together, paid at the desk or by payment link).
// Customers never see it; the grid below stays their own booking flow.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { hasPermission, useAuthStore } from '../../../auth/auth-store';
import { DeskBookingDialog } from './desk-booking-dialog';

export function DeskBookingBar() {
  const { t } = useTranslation('dashboard');
  const canBookForOthers = hasPermission(
    useAuthStore((s) => s.user),
    'order.write.any',
  );
  const [isOpen, setOpen] = useState(false);
  if (!canBookForOthers) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Button variant="contained" size="small" onClick={() => setOpen(true)}>
            {t('desk.forCustomer')}
          </Button>
        }
      >
        {t('desk.barHint')}
      </Alert>
      <DeskBookingDialog open={isOpen} onClose={() => setOpen(false)} />
    </Container>
  );
}
