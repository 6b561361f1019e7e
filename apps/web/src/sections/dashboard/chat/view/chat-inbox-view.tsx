// /dashboard/chat: the venue's support inbox (docs/product/chat-tasks.md#support-chat). Left the
// conversations with unread counts, status, assignee and search; right the live thread with the
// linked booking or order, assignment, status and the quick replies of the customer's language.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chatStatuses } from '@courtside/core/chat-schemas';
import type { ChatConversationDto } from '@courtside/core/chat-schemas';
import { paths } from '../../../../config/paths';
import { useLiveStream } from '../../../../lib/use-live-stream';
import { chatApi, useChatInbox } from '../../../chat/api/chat-api';
import { useChatThread } from '../../../chat/api/use-chat-thread';
import type { ChatStreamEvent } from '../../../chat/api/use-chat-thread';
import { ChatThreadView } from '../../../chat/components/chat-thread';
import { useStaffAccounts } from '../../tasks/api/tasks-api';
import { PageHeader } from '../../shared/page-header';
import { QuickReplies } from '../components/quick-replies';

const NO_HEADERS: Record<string, string> = {};

function ConversationHeader({ c, onChanged }: { c: ChatConversationDto; onChanged: () => void }) {
  const { t } = useTranslation('chat');
  const staff = useStaffAccounts();
  const patch = (body: { status?: string; assigneeId?: string | null }) =>
    void chatApi.patch(c.id, body).then(onChanged);
  return (
    <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2">
        {c.customerName} {c.isGuest ? `(${t('inbox.guest')})` : ''} · {c.customerEmail}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={t('inbox.status')}
          value={c.status}
          onChange={(e) => patch({ status: e.target.value })}
        >
          {chatStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('inbox.assignee')}
          value={c.assigneeId ?? ''}
          onChange={(e) => patch({ assigneeId: e.target.value || null })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('inbox.unassigned')}</MenuItem>
          {(staff.data ?? []).map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.name}
            </MenuItem>
          ))}
        </TextField>
        {c.bookingId ? (
          <Link component={RouterLink} to={paths.dashboard.bookings.details(c.bookingId)} sx={{ alignSelf: 'center' }}>
            {t('inbox.booking')}
          </Link>
        ) : null}
        {c.orderId ? (
          <Link component={RouterLink} to={paths.dashboard.order.details(c.orderId)} sx={{ alignSelf: 'center' }}>
            {t('inbox.order')}
          </Link>
        ) : null}
      </Stack>
    </Box>
  );
}

export function ChatInboxView() {
  const { t } = useTranslation('chat');
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [draft, setDraft] = useState('');
  const client = useQueryClient();
  const inbox = useChatInbox({ q, status });
  const thread = useChatThread(selected, 'staff', NO_HEADERS);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const onEvent = useCallback(
    (event: string, data: unknown) => {
      threadRef.current.onStream({ event, data } as ChatStreamEvent);
      if (event !== 'typing') void client.invalidateQueries({ queryKey: ['chat', 'inbox'] });
    },
    [client],
  );
  const isLive = useLiveStream('/chat/stream', { onEvent, onOpen: () => threadRef.current.onStream('open') });

  return (
    <Box>
      <PageHeader
        title={t('inbox.title')}
        subtitle={
          <Box component="span" data-testid="chat-live" data-live={isLive ? 'true' : 'false'}>
            {isLive ? t('panel.live') : t('panel.connecting')}
          </Box>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '340px 1fr' } }}>
        <Card sx={{ p: 1.5, display: { xs: selected ? 'none' : 'block', md: 'block' } }}>
          <Stack spacing={1} sx={{ mb: 1 }}>
            <TextField
              size="small"
              type="search"
              label={t('inbox.search')}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
            <TextField
              select
              size="small"
              label={t('inbox.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
            >
              <MenuItem value="">{t('inbox.all')}</MenuItem>
              {chatStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <List aria-label={t('inbox.conversations')} dense>
            {inbox.data?.rows.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton selected={c.id === selected} onClick={() => setParams({ c: c.id })}>
                  <ListItemText
                    primary={
                      <Badge badgeContent={c.unread} color="error" sx={{ pr: 1.5 }}>
                        <span>{c.customerName}</span>
                      </Badge>
                    }
                    secondary={`${t(`status.${c.status}`)} · ${c.assigneeName ?? t('inbox.unassigned')} · ${c.lastMessage}`}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {inbox.data && inbox.data.rows.length === 0 ? (
            <Typography variant="body2" sx={{ p: 1 }}>
              {t('inbox.empty')}
            </Typography>
          ) : null}
        </Card>
        <Card sx={{ display: { xs: selected ? 'flex' : 'none', md: 'flex' }, flexDirection: 'column', minHeight: 480 }}>
          {selected && thread.conversation ? (
            <>
              <ConversationHeader
                c={thread.conversation}
                onChanged={() => {
                  thread.onStream('open');
                  void client.invalidateQueries({ queryKey: ['chat', 'inbox'] });
                }}
              />
              <ChatThreadView
                thread={thread}
                side="staff"
                headers={NO_HEADERS}
                draft={draft}
                onDraft={setDraft}
                actions={<QuickReplies locale={thread.conversation.customerLocale} onPick={setDraft} />}
              />
            </>
          ) : (
            <Typography sx={{ p: 3, color: 'text.secondary' }}>{t('inbox.choose')}</Typography>
          )}
        </Card>
      </Box>
    </Box>
  );
}
