import type { ReactNode } from 'react';

/** Why a public form (or a visitor's action) did not go through, announced at once. */
export function FormFailure({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="border-l-2 border-danger bg-surface px-4 py-3 text-sm text-danger">
      {children}
    </p>
  );
}
