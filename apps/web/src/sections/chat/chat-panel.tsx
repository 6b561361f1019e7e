// The customer's chat panel: guests verify their e-mail with a code first; then the customer's
// conversations, a new question (about a booking when opened from one), and a live thread.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowBackIcon from '@mui/icons-material/ArrowBackOutlined';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../../auth/auth-store';
import { useLiveStream } from '../../lib/use-live-stream';
import { useChatPanel } from '../../stores/chat-store';
import { withMuiTheme } from '../../theme/theme-provider';
import { chatApi, chatHeaders, setGuestToken } from './api/chat-api';
import { useChatThread } from './api/use-chat-thread';
import type { ChatStreamEvent } from './api/use-chat-thread';
import { ChatThreadView, errorText } from './components/chat-thread';
import { GuestVerify } from './components/guest-verify';

function NewQuestion({
  headers,
  bookingId,
  onStarted,
}: {
  headers: Record<string, string>;
  bookingId: string | null;
  onStarted: (id: string) => void;
}) {
  const { t } = useTranslation('chat');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 1.5, p: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!body.trim()) return;
        setBusy(true);
        chatApi
          .start(headers, { body, ...(bookingId ? { bookingId, subject: t('panel.aboutBooking') } : {}) })
          .then((c) => onStarted(c.id))
          .catch((err: unknown) => setError(errorText(t, err)))
          .finally(() => setBusy(false));
      }}
    >
      <Typography variant="subtitle1" component="h3">
        {t('panel.newQuestion')}
      </Typography>
      {bookingId ? <Chip label={t('panel.aboutBooking')} sx={{ justifySelf: 'start' }} /> : null}
      <TextField
        label={t('panel.question')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={3}
        required
      />
      {error ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
      <Button type="submit" variant="contained" disabled={busy || !body.trim()}>
        {t('thread.send')}
      </Button>
    </Box>
  );
}

function Panel() {
  const { t } = useTranslation('chat');
  const close = useChatPanel((s) => s.closeChat);
  const bookingId = useChatPanel((s) => s.bookingId);
  const isSignedIn = useAuthStore((s) => s.status === 'authenticated');
  const [tokenVersion, setTokenVersion] = useState(0);
  const headers = chatHeaders(isSignedIn);
  const hasIdentity = isSignedIn || 'X-Chat-Token' in headers;
  const [selected, setSelected] = useState<string | null>(null);
  const [composing, setComposing] = useState(Boolean(bookingId));
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['chat', 'mine', isSignedIn, tokenVersion],
    queryFn: () => chatApi.myConversations(headers),
    enabled: hasIdentity,
    retry: false,
  });
  if (list.error && !isSignedIn && 'X-Chat-Token' in headers) setGuestToken(null);
  const thread = useChatThread(selected, 'customer', headers);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const onEvent = useCallback(
    (event: string, data: unknown) => {
      threadRef.current.onStream({ event, data } as ChatStreamEvent);
      void client.invalidateQueries({ queryKey: ['chat', 'mine'] });
    },
    [client],
  );
  const isLive = useLiveStream('/chat/stream', {
    enabled: hasIdentity,
    headers,
    onEvent,
    onOpen: () => threadRef.current.onStream('open'),
  });

  const body = !hasIdentity ? (
    <GuestVerify onVerified={() => setTokenVersion((v) => v + 1)} />
  ) : selected ? (
    <ChatThreadView thread={thread} side="customer" headers={headers} />
  ) : composing || (list.data && list.data.rows.length === 0) ? (
    <NewQuestion
      headers={headers}
      bookingId={bookingId}
      onStarted={(id) => {
        setComposing(false);
        setSelected(id);
        void list.refetch();
      }}
    />
  ) : (
    <Box sx={{ p: 1 }}>
      <Button variant="outlined" onClick={() => setComposing(true)} sx={{ m: 1 }}>
        {t('panel.newQuestion')}
      </Button>
      <List aria-label={t('panel.conversations')}>
        {list.data?.rows.map((c) => (
          <ListItem key={c.id} disablePadding>
            <ListItemButton onClick={() => setSelected(c.id)}>
              <ListItemText
                primary={c.subject || c.lastMessage}
                secondary={c.unread ? t('panel.unread', { count: c.unread }) : t(`status.${c.status}`)}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );

  return (
    <Drawer
      anchor="right"
      open
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'chat-panel-title',
          sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider' }}>
        {selected || composing ? (
          <IconButton
            aria-label={t('panel.back')}
            onClick={() => {
              setSelected(null);
              setComposing(false);
            }}
          >
            <ArrowBackIcon />
          </IconButton>
        ) : null}
        <Typography id="chat-panel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('panel.title')}
        </Typography>
        {hasIdentity ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {isLive ? t('panel.live') : t('panel.connecting')}
          </Typography>
        ) : null}
        <IconButton aria-label={t('panel.close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      {body}
    </Drawer>
  );
}

export const ChatPanel = withMuiTheme(Panel);
