import { MESSAGES } from '@atelier/core';
import { PageHead } from '@/components/ui';

/** docs/product.md §2: /cv is a hidden page with exactly this text (its one heading). */
export function Component() {
  return (
    <div className="mx-auto max-w-(--container-page) px-5 py-16 md:px-10">
      <PageHead title="CV" noindex />
      <h1 className="text-4xl">{MESSAGES.cvPlaceholder}</h1>
    </div>
  );
}
