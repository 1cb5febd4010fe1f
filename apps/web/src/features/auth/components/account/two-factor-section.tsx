import type { Account, TwoFactorSetup } from '@atelier/core';
import { useState } from 'react';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { EnableTwoFactorForm } from './enable-two-factor-form';
import { RecoveryCodesList } from './recovery-codes-list';
import { StartTwoFactor } from './start-two-factor';

/**
 * Two-factor sign-in: off (a button starts the set-up), being set up (QR code, then a code
 * from the app turns it on), just turned on (the recovery codes, shown this once), or on
 * (a form with the password and a code turns it off).
 */
export function TwoFactorSection({ account }: { account: Account }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />;
  if (account.two_factor_enabled)
    return (
      <>
        <p className="text-sm">
          <strong className="font-medium">On.</strong> Signing in asks for a code from your
          authenticator app. {account.recovery_codes_left} recovery codes left.
        </p>
        <DisableTwoFactorForm />
      </>
    );
  if (setup)
    return (
      <EnableTwoFactorForm
        setup={setup}
        onEnabled={(recovery) => {
          setSetup(null);
          setCodes(recovery);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  return <StartTwoFactor onStarted={setSetup} />;
}
