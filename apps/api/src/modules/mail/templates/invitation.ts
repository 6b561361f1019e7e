import { z } from 'zod';
import { mailLayout } from '../mail-layout';
import { defineMailTemplate } from '../mail-templates';
import { wordsFor } from '../mail-words';

type Words = (
  name: string,
  venue: string,
  days: number,
) => { subject: string; heading: string; text: string; label: string };

// In every account language: the invited person is often staff (docs/product.md#languages).
const words = {
  en: (name, venue, days) => ({
    subject: `Your account at ${venue}`,
    heading: `Hello ${name},`,
    text: `${venue} created an account for you. Choose your password with this link; it is valid for ${days} days.`,
    label: 'Choose a password',
  }),
  de: (name, venue, days) => ({
    subject: `Dein Konto bei ${venue}`,
    heading: `Hallo ${name},`,
    text: `${venue} hat ein Konto für dich angelegt. Wähle über diesen Link dein Passwort; er gilt ${days} Tage.`,
    label: 'Passwort wählen',
  }),
  fr: (name, venue, days) => ({
    subject: `Votre compte chez ${venue}`,
    heading: `Bonjour ${name},`,
    text: `${venue} vous a créé un compte. Choisissez votre mot de passe avec ce lien ; il est valable ${days} jours.`,
    label: 'Choisir un mot de passe',
  }),
  it: (name, venue, days) => ({
    subject: `Il tuo account presso ${venue}`,
    heading: `Ciao ${name},`,
    text: `${venue} ha creato un account per te. Scegli la tua password con questo link; è valido ${days} giorni.`,
    label: 'Scegli la password',
  }),
  tr: (name, venue, days) => ({
    subject: `${venue} hesabınız`,
    heading: `Merhaba ${name},`,
    text: `${venue} sizin için bir hesap oluşturdu. Şifrenizi bu bağlantıyla belirleyin; bağlantı ${days} gün geçerlidir.`,
    label: 'Şifre belirle',
  }),
  ar: (name, venue, days) => ({
    subject: `حسابك لدى ${venue}`,
    heading: `مرحبًا ${name}،`,
    text: `أنشأ ${venue} حسابًا لك. اختر كلمة المرور عبر هذا الرابط؛ وهو صالح لمدة ${days} أيام.`,
    label: 'اختيار كلمة المرور',
  }),
  vi: (name, venue, days) => ({
    subject: `Tài khoản của bạn tại ${venue}`,
    heading: `Xin chào ${name},`,
    text: `${venue} đã tạo một tài khoản cho bạn. Hãy chọn mật khẩu qua liên kết này; liên kết có hiệu lực trong ${days} ngày.`,
    label: 'Chọn mật khẩu',
  }),
  zh: (name, venue, days) => ({
    subject: `您在 ${venue} 的账户`,
    heading: `${name}，您好：`,
    text: `${venue} 已为您创建账户。请通过此链接设置密码，链接 ${days} 天内有效。`,
    label: '设置密码',
  }),
} satisfies Record<string, Words>;

/** Staff created an account for someone: they choose their password through a one-time link. */
export const invitationTemplate = defineMailTemplate({
  name: 'auth.invitation',
  sensitive: true,
  data: z.object({ name: z.string(), url: z.string(), days: z.number().int() }),
  render: (data, context) => {
    const w = wordsFor(context.locale, words)(data.name, context.organizationName, data.days);
    return mailLayout(
      { subject: w.subject, heading: w.heading, paragraphs: [w.text], action: { label: w.label, url: data.url } },
      context,
    );
  },
});
