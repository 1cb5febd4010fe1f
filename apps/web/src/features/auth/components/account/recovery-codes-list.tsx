import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui';

/**
 * The recovery codes, shown this once (only their hashes are kept). Each signs in once when
 * the phone is not at hand.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg focus:outline-none">
        Two-factor sign-in is on. Save your recovery codes
      </h3>
      <p className="text-sm">
        Each code signs you in once if your phone is lost. They are shown only now: print them or
        keep them in a password manager.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="bg-placeholder px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved them</Button>
    </div>
  );
}
