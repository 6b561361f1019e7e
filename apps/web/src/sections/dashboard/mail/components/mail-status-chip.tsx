import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { ContactStatus, OutboxStatus } from '../api/mail';

const outboxColors: Record<OutboxStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  stored: 'default',
};

const contactColors: Record<ContactStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  new: 'warning',
  read: 'info',
  answered: 'success',
};

/** The delivery state of an outgoing mail. */
export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation('management');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={outboxColors[status] ?? 'default'}
      label={t(`mail.outboxStatuses.${status}`, { defaultValue: status })}
    />
  );
}

/** Whether staff has read or handled a contact-form message. */
export function ContactStatusChip({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('management');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={contactColors[status] ?? 'default'}
      label={t(`mail.contactStatuses.${status}`, { defaultValue: status })}
    />
  );
}
