import { MESSAGES, type TwoFactorSetup } from '@atelier/core';
import { Button } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useSetupTwoFactor } from '../../api/two-factor';

export function StartTwoFactor({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const setup = useSetupTwoFactor();
  return (
    <>
      <p className="text-sm">
        <strong className="font-medium">Off.</strong> With two-factor sign-in, a stolen password is
        not enough: signing in also needs a code from an app on your phone (such as 1Password,
        Google Authenticator or Authy).
      </p>
      <Button
        onClick={() =>
          setup
            .mutateAsync()
            .then(onStarted)
            .catch((error: unknown) => notify.error(errorMessage(error, MESSAGES.unexpectedError)))
        }
      >
        Set up two-factor sign-in
      </Button>
    </>
  );
}
