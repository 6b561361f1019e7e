import { z } from 'zod';
import { mailLayout } from '../mail-layout';
import { defineMailTemplate } from '../mail-templates';
import { wordsFor } from '../mail-words';

type Words = (
  name: string,
  venue: string,
  minutes: number,
) => { subject: string; heading: string; text: string; label: string; note: string };

// In every account language (docs/product.md#languages).
const words = {
  en: (name, venue, minutes) => ({
    subject: 'Reset your password',
    heading: `Hello ${name},`,
    text: `use this link to set a new password for your account at ${venue}. It is valid for ${minutes} minutes and works once.`,
    label: 'Set a new password',
    note: 'If you did not ask for this, ignore this message; your password stays the same.',
  }),
  de: (name, venue, minutes) => ({
    subject: 'Passwort zurücksetzen',
    heading: `Hallo ${name},`,
    text: `über diesen Link setzt du ein neues Passwort für dein Konto bei ${venue}. Er gilt ${minutes} Minuten und nur einmal.`,
    label: 'Neues Passwort setzen',
    note: 'Wenn du das nicht angefordert hast, ignoriere diese Nachricht; dein Passwort bleibt unverändert.',
  }),
  fr: (name, venue, minutes) => ({
    subject: 'Réinitialiser votre mot de passe',
    heading: `Bonjour ${name},`,
    text: `ce lien vous permet de choisir un nouveau mot de passe pour votre compte chez ${venue}. Il est valable ${minutes} minutes et ne sert qu'une fois.`,
    label: 'Choisir un nouveau mot de passe',
    note: "Si vous n'avez rien demandé, ignorez ce message ; votre mot de passe reste inchangé.",
  }),
  it: (name, venue, minutes) => ({
    subject: 'Reimposta la password',
    heading: `Ciao ${name},`,
    text: `con questo link imposti una nuova password per il tuo account presso ${venue}. È valido ${minutes} minuti e funziona una sola volta.`,
    label: 'Imposta una nuova password',
    note: 'Se non l’hai richiesto tu, ignora questo messaggio: la tua password resta invariata.',
  }),
  tr: (name, venue, minutes) => ({
    subject: 'Şifrenizi sıfırlayın',
    heading: `Merhaba ${name},`,
    text: `${venue} hesabınız için bu bağlantıyla yeni bir şifre belirleyebilirsiniz. Bağlantı ${minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.`,
    label: 'Yeni şifre belirle',
    note: 'Bunu siz istemediyseniz bu mesajı dikkate almayın; şifreniz değişmez.',
  }),
  ar: (name, venue, minutes) => ({
    subject: 'إعادة تعيين كلمة المرور',
    heading: `مرحبًا ${name}،`,
    text: `استخدم هذا الرابط لتعيين كلمة مرور جديدة لحسابك لدى ${venue}. الرابط صالح لمدة ${minutes} دقيقة ولمرة واحدة فقط.`,
    label: 'تعيين كلمة مرور جديدة',
    note: 'إن لم تطلب ذلك فتجاهل هذه الرسالة؛ تبقى كلمة المرور كما هي.',
  }),
  vi: (name, venue, minutes) => ({
    subject: 'Đặt lại mật khẩu',
    heading: `Xin chào ${name},`,
    text: `dùng liên kết này để đặt mật khẩu mới cho tài khoản của bạn tại ${venue}. Liên kết có hiệu lực ${minutes} phút và chỉ dùng được một lần.`,
    label: 'Đặt mật khẩu mới',
    note: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên.',
  }),
  zh: (name, venue, minutes) => ({
    subject: '重置密码',
    heading: `${name}，您好：`,
    text: `请通过此链接为您在 ${venue} 的账户设置新密码。链接 ${minutes} 分钟内有效，且只能使用一次。`,
    label: '设置新密码',
    note: '如果这不是您本人的请求，请忽略此邮件；您的密码不会改变。',
  }),
} satisfies Record<string, Words>;

export const resetPasswordTemplate = defineMailTemplate({
  name: 'auth.reset-password',
  sensitive: true,
  data: z.object({ name: z.string(), url: z.string(), minutes: z.number().int() }),
  render: (data, context) => {
    const w = wordsFor(context.locale, words)(data.name, context.organizationName, data.minutes);
    return mailLayout(
      {
        subject: w.subject,
        heading: w.heading,
        paragraphs: [w.text],
        action: { label: w.label, url: data.url },
        note: w.note,
      },
      context,
    );
  },
});
