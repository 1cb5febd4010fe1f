import { MessagesScreen } from '@/features/admin-messages/components/messages-screen';

/** /admin/messages: the contact form's inbox. */
export function Component() {
  return <MessagesScreen />;
}
