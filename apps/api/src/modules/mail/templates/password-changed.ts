import { z } from 'zod';
import { mailLayout } from '../mail-layout';
import { defineMailTemplate } from '../mail-templates';
import { wordsFor } from '../mail-words';

type Words = (name: string, venue: string) => { subject: string; heading: string; text: string; label: string };

// In every account language (docs/product.md#languages).
const words = {
  en: (name, venue) => ({
    subject: 'Your password was changed',
    heading: `Hello ${name},`,
    text: `the password of your account at ${venue} was just changed. All other sessions were signed out.`,
    label: "That wasn't me",
  }),
  de: (name, venue) => ({
    subject: 'Dein Passwort wurde geändert',
    heading: `Hallo ${name},`,
    text: `das Passwort deines Kontos bei ${venue} wurde gerade geändert. Alle anderen Sitzungen wurden abgemeldet.`,
    label: 'Das war ich nicht',
  }),
  fr: (name, venue) => ({
    subject: 'Votre mot de passe a été modifié',
    heading: `Bonjour ${name},`,
    text: `le mot de passe de votre compte chez ${venue} vient d'être modifié. Toutes les autres sessions ont été déconnectées.`,
    label: "Ce n'était pas moi",
  }),
  it: (name, venue) => ({
    subject: 'La tua password è stata modificata',
    heading: `Ciao ${name},`,
    text: `la password del tuo account presso ${venue} è appena stata modificata. Tutte le altre sessioni sono state chiuse.`,
    label: 'Non sono stato io',
  }),
  tr: (name, venue) => ({
    subject: 'Şifreniz değiştirildi',
    heading: `Merhaba ${name},`,
    text: `${venue} hesabınızın şifresi az önce değiştirildi. Diğer tüm oturumlar kapatıldı.`,
    label: 'Bunu ben yapmadım',
  }),
  ar: (name, venue) => ({
    subject: 'تم تغيير كلمة المرور',
    heading: `مرحبًا ${name}،`,
    text: `تم للتو تغيير كلمة مرور حسابك لدى ${venue}. وتم تسجيل الخروج من كل الجلسات الأخرى.`,
    label: 'لست أنا من فعل ذلك',
  }),
  vi: (name, venue) => ({
    subject: 'Mật khẩu của bạn đã được thay đổi',
    heading: `Xin chào ${name},`,
    text: `mật khẩu tài khoản của bạn tại ${venue} vừa được thay đổi. Mọi phiên đăng nhập khác đã được đăng xuất.`,
    label: 'Không phải tôi',
  }),
  zh: (name, venue) => ({
    subject: '您的密码已更改',
    heading: `${name}，您好：`,
    text: `您在 ${venue} 的账户密码刚刚被更改，其他所有会话均已退出登录。`,
    label: '不是我本人操作',
  }),
} satisfies Record<string, Words>;

export const passwordChangedTemplate = defineMailTemplate({
  name: 'auth.password-changed',
  data: z.object({ name: z.string(), resetUrl: z.string() }),
  render: (data, context) => {
    const w = wordsFor(context.locale, words)(data.name, context.organizationName);
    return mailLayout(
      { subject: w.subject, heading: w.heading, paragraphs: [w.text], action: { label: w.label, url: data.resetUrl } },
      context,
    );
  },
});
