// The dashboard home's unread conversations (the caller's assigned ones first), linking to the inbox.
// Light layer (ADR 018).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Card, Text } from '../../../../ui';
import { paths } from '../../../../config/paths';
import { useChatSummary } from '../../../chat/api/chat-summary';
import '../../overview/overview.css';

export function ChatAlerts() {
  const { t } = useTranslation('dashboard');
  const summary = useChatSummary(true);
  if (!summary.data) return null;
  const { rows, unreadConversations } = summary.data;
  return (
    <Card className="ov-card ov-chat" data-testid="chat-alerts">
      <Text variant="subtitle2" as="h2" className="ov-card-title">
        {t('alerts.chat.title')} ({unreadConversations})
      </Text>
      {rows.length ? (
        <ul className="cs-list">
          {rows.map((c) => (
            <li key={c.id} className="cs-t-body2">
              <RouterLink to={`${paths.dashboard.chat}?c=${c.id}`} className="cs-link">
                {c.customerName}: {c.lastMessage}
              </RouterLink>{' '}
              <span className="cs-c-secondary">({t('alerts.chat.unread', { count: c.unread })})</span>
            </li>
          ))}
        </ul>
      ) : (
        <Text variant="body2">{t('alerts.chat.none')}</Text>
      )}
      <RouterLink to={paths.dashboard.chat} className="cs-link cs-t-body2 ov-more">
        {t('alerts.chat.open')}
      </RouterLink>
    </Card>
  );
}
