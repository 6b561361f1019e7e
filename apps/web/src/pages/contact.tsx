import { ContactView } from '../sections/contact/view/contact-view';

export function ContactPage() {
  return <ContactView />;
}
