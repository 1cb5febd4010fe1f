import { ContactPage } from '@/features/contact/components/contact-page';

/** /contact (SPEC §2): contact information and the form. */
export function Component() {
  return <ContactPage />;
}
