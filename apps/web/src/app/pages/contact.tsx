import { ContactPage } from '@/features/contact/components/contact-page';

/** /contact (docs/product.md §2): contact information and the form. */
export function Component() {
  return <ContactPage />;
}
