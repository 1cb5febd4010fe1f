import { AdminPageHeader } from '@/components/admin';
import { QueryState, SkeletonText } from '@/components/ui';
import { useAccount } from '../../api/get-account';
import { AccountSection } from './account-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { TwoFactorSection } from './two-factor-section';

/** /admin/account: the admin's own sign-in email, password, two-factor and devices. */
export function AccountScreen() {
  const account = useAccount();
  return (
    <>
      <AdminPageHeader
        title="Account"
        description="How you sign in, and where you are signed in."
      />
      <QueryState query={account} loading={<SkeletonText lines={6} />}>
        {(data) => (
          <>
            <AccountSection
              title="Email"
              description="The address you sign in with; password resets and security notices go there."
            >
              <ChangeEmailForm email={data.email} />
            </AccountSection>
            <AccountSection
              title="Password"
              description="Changing it signs out every other device."
            >
              <ChangePasswordForm />
            </AccountSection>
            <AccountSection
              title="Two-factor sign-in"
              description="A code from your phone on top of the password."
            >
              <TwoFactorSection account={data} />
            </AccountSection>
            <AccountSection
              title="Sessions"
              description="Devices signed in to the admin. Sign out any you do not recognise."
            >
              <SessionsList />
            </AccountSection>
          </>
        )}
      </QueryState>
    </>
  );
}
