import { MailView } from '../../sections/dashboard/mail/view/mail-view';

export function MailPage() {
  return <MailView />;
}
