import { FailedEmailsScreen } from '@/features/admin-emails/components/failed-emails-screen';

/** /admin/emails: emails that could not be sent, with "Send again". */
export function Component() {
  return <FailedEmailsScreen />;
}
