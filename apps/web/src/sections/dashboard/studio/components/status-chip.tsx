import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { ContentStatus } from '../api/posts';

const colors: Record<ContentStatus, 'default' | 'success' | 'info' | 'warning'> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
  archived: 'warning',
};

/** Draft, scheduled, published or archived as a coloured chip. */
export function StatusChip({ status }: { status: ContentStatus }) {
  const { t } = useTranslation('studio-admin');
  return <Chip size="small" color={colors[status]} label={t(`status.${status}`)} />;
}
