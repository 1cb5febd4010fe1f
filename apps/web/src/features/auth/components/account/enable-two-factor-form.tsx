import { TwoFactorCodeInput, type TwoFactorSetup } from '@atelier/core';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui';
import { useEnableTwoFactor } from '../../api/two-factor';
import { OneTimeCodeField } from '../one-time-code-field';
import { useAccountForm } from './use-account-form';

interface EnableTwoFactorFormProps {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type) the secret, then prove it with a code: only then is two-factor on. */
export function EnableTwoFactorForm({ setup, onEnabled, onCancel }: EnableTwoFactorFormProps) {
  const enable = useEnableTwoFactor();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { register, errors, onSubmit } = useAccountForm(
    TwoFactorCodeInput,
    { code: '' },
    async ({ code }) => onEnabled((await enable.mutateAsync(code)).recovery_codes),
  );
  // The set-up replaced the button that had the focus: start reading from its heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Turn on two-factor sign-in"
      className="space-y-5"
    >
      <h3 ref={headingRef} tabIndex={-1} className="text-lg focus:outline-none">
        Scan this code with your authenticator app
      </h3>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt="QR code of the two-factor secret, for an authenticator app"
        width={192}
        height={192}
        className="border border-line bg-white p-2"
      />
      <p className="text-sm">
        No camera? Type this key into the app:{' '}
        <code className="break-all bg-placeholder px-1.5 py-0.5 font-mono text-sm">
          {setup.secret}
        </code>
      </p>
      <OneTimeCodeField
        label="Code from the app"
        hint="The 6 digits the app shows now."
        error={errors.code?.message}
        registration={register('code')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={enable.isPending} loadingLabel="Checking">
          Turn on
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
