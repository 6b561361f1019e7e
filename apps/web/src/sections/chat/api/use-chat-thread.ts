// One conversation on screen: its messages merged by sequence number (each once, in order), the
// other side's read mark and typing, kept live by the chat stream. On every (re)connect and on
// a gap in the numbers it asks for the messages after the last one it has in order, so a phone
// that lost its connection shows every message exactly once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { contiguousSeq, mergeChatMessages } from '@courtside/core/chat-schemas';
import type { ChatConversationDto, ChatMessageDto, ChatSender } from '@courtside/core/chat-schemas';
import { chatApi } from './chat-api';

export interface ChatStreamEvent {
  event: string;
  data: { conversationId?: string; side?: ChatSender; seq?: number; message?: ChatMessageDto };
}

export interface ChatThread {
  conversation: ChatConversationDto | null;
  messages: ChatMessageDto[];
  otherTyping: boolean;
  /** The other side has read up to here (read receipts). */
  otherReadSeq: number;
  error: unknown;
  send: (body: string) => Promise<void>;
  added: (message: ChatMessageDto) => void;
  typing: () => void;
  onStream: (e: ChatStreamEvent | 'open') => void;
}

export function useChatThread(id: string | null, side: ChatSender, headers: Record<string, string>): ChatThread {
  const [conversation, setConversation] = useState<ChatConversationDto | null>(null);
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const [otherTyping, setOtherTyping] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const have = useRef<ChatMessageDto[]>([]);
  const fetching = useRef(false);
  const again = useRef(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const headerKey = JSON.stringify(headers);

  const merge = useCallback((incoming: ChatMessageDto[]) => {
    have.current = mergeChatMessages(have.current, incoming);
    setMessages(have.current);
  }, []);

  const catchUp = useCallback(async () => {
    if (!id) return;
    if (fetching.current) {
      again.current = true;
      return;
    }
    fetching.current = true;
    try {
      do {
        again.current = false;
        const answer = await chatApi.messages(
          JSON.parse(headerKey) as Record<string, string>,
          id,
          contiguousSeq(have.current),
        );
        setConversation(answer.conversation);
        merge(answer.rows);
        if (answer.rows.length === 200) again.current = true;
      } while (again.current);
      setError(null);
    } catch (e) {
      setError(e);
    } finally {
      fetching.current = false;
    }
  }, [id, headerKey, merge]);

  useEffect(() => {
    have.current = [];
    setMessages([]);
    setConversation(null);
    void catchUp();
  }, [catchUp]);

  // Mark what is on screen as read while the page is visible.
  const lastOther = [...messages].reverse().find((m) => m.sender !== side)?.seq ?? 0;
  const myRead = conversation ? (side === 'customer' ? conversation.customerReadSeq : conversation.staffReadSeq) : 0;
  useEffect(() => {
    if (!id || lastOther <= myRead || document.visibilityState === 'hidden') return;
    void chatApi
      .read(JSON.parse(headerKey) as Record<string, string>, id, lastOther)
      .then(({ seq }) =>
        setConversation((c) =>
          c ? { ...c, ...(side === 'customer' ? { customerReadSeq: seq } : { staffReadSeq: seq }), unread: 0 } : c,
        ),
      );
  }, [id, lastOther, myRead, side, headerKey]);

  const onStream = useCallback(
    (e: ChatStreamEvent | 'open') => {
      if (e === 'open') return void catchUp();
      if (e.data.conversationId !== id) return;
      const other = e.data.side !== undefined && e.data.side !== side;
      if (e.event === 'message') {
        if (other) setOtherTyping(false);
        const m = e.data.message;
        if (m && m.seq <= contiguousSeq(have.current) + 1) merge([m]);
        else void catchUp(); // a gap, or a message too long to travel with the event
      } else if (e.event === 'typing' && other) {
        setOtherTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setOtherTyping(false), 5000);
      } else if (e.event === 'read' && other && e.data.seq !== undefined) {
        const seq = e.data.seq;
        setConversation((c) =>
          c ? { ...c, ...(side === 'customer' ? { staffReadSeq: seq } : { customerReadSeq: seq }) } : c,
        );
      } else if (e.event === 'conversation') void catchUp();
    },
    [id, side, catchUp, merge],
  );

  const send = useCallback(
    async (body: string) => {
      if (!id) return;
      merge([await chatApi.send(JSON.parse(headerKey) as Record<string, string>, id, body)]);
    },
    [id, headerKey, merge],
  );

  const typing = useCallback(() => {
    if (!id || Date.now() - lastTypingSent.current < 3000) return;
    lastTypingSent.current = Date.now();
    void chatApi.typing(JSON.parse(headerKey) as Record<string, string>, id).catch(() => undefined);
  }, [id, headerKey]);

  const otherReadSeq = conversation
    ? side === 'customer'
      ? conversation.staffReadSeq
      : conversation.customerReadSeq
    : 0;
  return { conversation, messages, otherTyping, otherReadSeq, error, send, added: (m) => merge([m]), typing, onStream };
}
