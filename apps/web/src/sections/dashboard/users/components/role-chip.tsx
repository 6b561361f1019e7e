import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { Role } from '@courtside/core/enums';

const colors: Record<Role, 'default' | 'info' | 'warning' | 'error'> = {
  customer: 'default',
  staff: 'info',
  manager: 'warning',
  admin: 'error',
};

export function RoleChip({ role }: { role: Role }) {
  const { t } = useTranslation('management');
  return (
    <Chip
      size="small"
      color={colors[role]}
      variant={role === 'customer' ? 'outlined' : 'filled'}
      label={t(`roles.${role}`)}
    />
  );
}
