// The chat's mails: the guest's one-time code, and "you have a new message" when the other side
// has not read a message for five minutes (docs/product/chat-tasks.md#support-chat).
import { z } from 'zod';
import { defineMailTemplate, mailLayout, wordsFor } from '../mail';

export const chatGuestCodeTemplate = defineMailTemplate({
  name: 'chat.guest-code',
  sensitive: true,
  data: z.object({ name: z.string(), code: z.string(), minutes: z.number().int() }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: 'Dein Code für den Chat',
            heading: `Hallo ${data.name},`,
            paragraphs: [
              `mit diesem Code kannst du mit ${context.organizationName} chatten. Er gilt ${data.minutes} Minuten.`,
            ],
            code: data.code,
            note: 'Wenn du keinen Chat begonnen hast, kannst du diese Nachricht ignorieren.',
          },
          context,
        )
      : mailLayout(
          {
            subject: 'Your chat code',
            heading: `Hello ${data.name},`,
            paragraphs: [
              `use this code to chat with ${context.organizationName}. It is valid for ${data.minutes} minutes.`,
            ],
            code: data.code,
            note: 'If you did not start a chat, you can ignore this message.',
          },
          context,
        ),
});

type NewMessageWords = (
  name: string,
  from: string,
) => { subject: string; heading: string; intro: string; label: string };

// Staff get this mail in their account's language, customers in theirs (docs/product.md#languages).
const newMessageWords = {
  en: (name, from) => ({
    subject: `New message from ${from}`,
    heading: `Hello ${name},`,
    intro: `${from} wrote to you in the chat:`,
    label: 'Open the chat',
  }),
  de: (name, from) => ({
    subject: `Neue Nachricht von ${from}`,
    heading: `Hallo ${name},`,
    intro: `${from} hat dir im Chat geschrieben:`,
    label: 'Zum Chat',
  }),
  fr: (name, from) => ({
    subject: `Nouveau message de ${from}`,
    heading: `Bonjour ${name},`,
    intro: `${from} vous a écrit dans le chat :`,
    label: 'Ouvrir le chat',
  }),
  it: (name, from) => ({
    subject: `Nuovo messaggio da ${from}`,
    heading: `Ciao ${name},`,
    intro: `${from} ti ha scritto in chat:`,
    label: 'Apri la chat',
  }),
  tr: (name, from) => ({
    subject: `${from} size yeni bir mesaj gönderdi`,
    heading: `Merhaba ${name},`,
    intro: `${from} sohbette size yazdı:`,
    label: 'Sohbeti aç',
  }),
  ar: (name, from) => ({
    subject: `رسالة جديدة من ${from}`,
    heading: `مرحبًا ${name}،`,
    intro: `كتب إليك ${from} في المحادثة:`,
    label: 'فتح المحادثة',
  }),
  vi: (name, from) => ({
    subject: `Tin nhắn mới từ ${from}`,
    heading: `Xin chào ${name},`,
    intro: `${from} đã nhắn cho bạn trong cuộc trò chuyện:`,
    label: 'Mở cuộc trò chuyện',
  }),
  zh: (name, from) => ({
    subject: `来自 ${from} 的新消息`,
    heading: `${name}，您好：`,
    intro: `${from} 在聊天中给您发了消息：`,
    label: '打开聊天',
  }),
} satisfies Record<string, NewMessageWords>;

export const chatNewMessageTemplate = defineMailTemplate({
  name: 'chat.new-message',
  data: z.object({ name: z.string(), from: z.string(), preview: z.string(), url: z.string() }),
  render: (data, context) => {
    const w = wordsFor(context.locale, newMessageWords)(data.name, data.from);
    return mailLayout(
      {
        subject: w.subject,
        heading: w.heading,
        paragraphs: [w.intro, data.preview],
        action: { label: w.label, url: data.url },
      },
      context,
    );
  },
});
