// A conversation's messages and the composer, shared by the customer's panel and the staff inbox:
// plain text with links, attachments (images inline, PDFs to open), read receipts and the other
// side's typing. The message list is a live region, so screen readers hear new messages.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AttachIcon from '@mui/icons-material/AttachFileOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_MESSAGE_MAX, chatTextParts } from '@courtside/core/chat-schemas';
import type { ChatMessageDto, ChatSender } from '@courtside/core/chat-schemas';
import { ApiError } from '../../../lib/api-client';
import { attachmentUrl, uploadAttachment } from '../api/chat-api';
import type { ChatThread } from '../api/use-chat-thread';

function MessageText({ text }: { text: string }) {
  return (
    <>
      {chatTextParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <Link
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="inherit"
            underline="always"
          >
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function Attachment({ message, headers }: { message: ChatMessageDto; headers: Record<string, string> }) {
  const { t } = useTranslation('chat');
  const [url, setUrl] = useState<string | null>(null);
  const isImage = message.attachment?.mimeType.startsWith('image/');
  useEffect(() => {
    if (!isImage) return undefined;
    let made: string | null = null;
    void attachmentUrl(headers, message.conversationId, message.id)
      .then((u) => setUrl((made = u)))
      .catch(() => undefined);
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per message
  }, [message.id]);
  if (!message.attachment) return null;
  if (isImage)
    return url ? (
      <Box
        component="img"
        src={url}
        alt={message.attachment.name}
        sx={{ maxWidth: '100%', maxHeight: 220, borderRadius: 1, display: 'block' }}
      />
    ) : (
      <Typography variant="body2">{message.attachment.name}</Typography>
    );
  return (
    <Button
      size="small"
      variant="outlined"
      color="inherit"
      onClick={() =>
        void attachmentUrl(headers, message.conversationId, message.id).then((u) => window.open(u, '_blank'))
      }
    >
      {t('thread.openFile', { name: message.attachment.name })}
    </Button>
  );
}

export function errorText(t: (key: string) => string, error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'RATE_LIMITED') return t('errors.rateLimited');
  if (code === 'FILE_TOO_LARGE' || code === 'QUOTA_EXCEEDED') return t('errors.tooLarge');
  if (code === 'UNSUPPORTED_FILE_TYPE') return t('errors.fileType');
  if (code === 'CODE_INVALID') return t('errors.code');
  return t('errors.generic');
}

export function ChatThreadView({
  thread,
  side,
  headers,
  actions,
  draft,
  onDraft,
}: {
  thread: ChatThread;
  side: ChatSender;
  headers: Record<string, string>;
  /** Extra controls next to the composer (staff: quick replies). */
  actions?: ReactNode;
  draft?: string;
  onDraft?: (text: string) => void;
}) {
  const { t } = useTranslation('chat');
  const [ownText, setOwnText] = useState('');
  const text = draft ?? ownText;
  const setText = onDraft ?? setOwnText;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  // Newer browsers answer scrollIntoView with a promise: never hand it to React as a cleanup.
  useEffect(() => {
    void bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [thread.messages.length]);

  const submit = async () => {
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    try {
      await thread.send(body);
      setText('');
      setError(null);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const attach = async (file: File | undefined) => {
    if (!file || !thread.conversation) return;
    setBusy(true);
    try {
      thread.added(await uploadAttachment(headers, thread.conversation.id, file));
      setError(null);
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Box
        role="log"
        aria-live="polite"
        aria-label={t('thread.messages')}
        tabIndex={0}
        data-testid="chat-log"
        sx={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1, p: 1.5, minHeight: 160 }}
      >
        {thread.messages.map((m) => {
          const mine = m.sender === side;
          return (
            <Box
              key={m.id}
              data-seq={m.seq}
              sx={{
                alignSelf: mine ? 'flex-end' : 'flex-start',
                maxWidth: '85%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: mine ? 'primary.main' : 'background.neutral',
                color: mine ? 'primary.contrastText' : 'text.primary',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              <Typography variant="caption" component="p" sx={{ opacity: 0.9, fontWeight: 600 }}>
                {mine ? t('thread.you') : m.authorName || t('thread.venue')}
              </Typography>
              {m.body ? (
                <Typography variant="body2" component="p">
                  <MessageText text={m.body} />
                </Typography>
              ) : null}
              <Attachment message={m} headers={headers} />
              <Typography variant="caption" component="p" sx={{ opacity: 0.9, textAlign: 'end' }}>
                {new Date(m.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                {mine ? ` · ${m.seq <= thread.otherReadSeq ? t('thread.read') : t('thread.sent')}` : ''}
              </Typography>
            </Box>
          );
        })}
        <div ref={bottom} />
      </Box>
      <Typography variant="caption" role="status" sx={{ px: 1.5, minHeight: 20, color: 'text.secondary' }}>
        {thread.otherTyping ? t(side === 'customer' ? 'thread.venueTyping' : 'thread.customerTyping') : ''}
      </Typography>
      {error ? (
        <Typography variant="body2" role="alert" sx={{ px: 1.5, color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp,image/avif,application/pdf"
          onChange={(e) => void attach(e.target.files?.[0])}
        />
        <IconButton aria-label={t('thread.attach')} onClick={() => fileInput.current?.click()} disabled={busy}>
          <AttachIcon />
        </IconButton>
        {actions}
        <TextField
          label={t('thread.message')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            thread.typing();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
          multiline
          maxRows={5}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
        />
        <IconButton type="submit" color="primary" aria-label={t('thread.send')} disabled={busy || !text.trim()}>
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
