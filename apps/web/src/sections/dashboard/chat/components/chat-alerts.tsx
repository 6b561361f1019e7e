// The dashboard home's unread conversations (the caller's assigned ones first), linking to the inbox.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../../config/paths';
import { useChatSummary } from '../../../chat/api/chat-api';

export function ChatAlerts() {
  const { t } = useTranslation('chat');
  const summary = useChatSummary(true);
  if (!summary.data) return null;
  const { rows, unreadConversations } = summary.data;
  return (
    <Card sx={{ p: 2, mt: 2 }} data-testid="chat-alerts">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('home.title')} ({unreadConversations})
      </Typography>
      {rows.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {rows.map((c) => (
            <li key={c.id}>
              <Link component={RouterLink} to={`${paths.dashboard.chat}?c=${c.id}`} variant="body2">
                {c.customerName}: {c.lastMessage}
              </Link>{' '}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                ({t('panel.unread', { count: c.unread })})
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{t('home.none')}</Typography>
      )}
      <Link component={RouterLink} to={paths.dashboard.chat} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        {t('home.open')}
      </Link>
    </Card>
  );
}
