// Canned answers for staff, the customer's language first (docs/product/chat-tasks.md#support-chat).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import QuickIcon from '@mui/icons-material/BoltOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuickReplies } from '../../../chat/api/chat-api';

export function QuickReplies({ locale, onPick }: { locale: string; onPick: (text: string) => void }) {
  const { t } = useTranslation('chat');
  const replies = useQuickReplies();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rows = [...(replies.data?.rows ?? [])].sort(
    (a, b) => Number(b.locale === locale) - Number(a.locale === locale),
  );
  if (rows.length === 0) return null;
  return (
    <>
      <IconButton aria-label={t('inbox.quickReplies')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <QuickIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {rows.map((r) => (
          <MenuItem
            key={r.id}
            onClick={() => {
              onPick(r.body);
              setAnchor(null);
            }}
          >
            {r.locale.toUpperCase()} · {r.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
