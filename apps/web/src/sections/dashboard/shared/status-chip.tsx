import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

const colors: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  completed: 'success',
  paid: 'success',
  succeeded: 'success',
  pending: 'warning',
  draft: 'default',
  cancelled: 'default',
  failed: 'error',
  refunded: 'info',
};

/** The status of an order, payment, refund or invoice as a coloured chip. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation('management');
  return (
    <Chip size="small" color={colors[status] ?? 'default'} label={t(`statuses.${status}`, { defaultValue: status })} />
  );
}
