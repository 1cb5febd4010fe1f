import { zodResolver } from '@hookform/resolvers/zod';
import { TwoFactorCodeInput, type TwoFactorSetup } from '@atelier/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui';
import { useEnableTwoFactor } from '../../api/two-factor';
import { OneTimeCodeField } from '../one-time-code-field';
import { showSubmitError } from './submit-errors';

interface EnableTwoFactorFormProps {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type) the secret, then prove it with a code: only then is two-factor on. */
export function EnableTwoFactorForm({ setup, onEnabled, onCancel }: EnableTwoFactorFormProps) {
  const enable = useEnableTwoFactor();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, setError, formState } = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(TwoFactorCodeInput),
    defaultValues: { code: '' },
  });
  // The set-up replaced the button that had the focus: start reading from its heading.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onEnabled((await enable.mutateAsync(code)).recovery_codes);
    } catch (error) {
      showSubmitError(error, setError, ['code'] as const);
    }
  });

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
        error={formState.errors.code?.message}
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
