import type { ReactNode } from 'react';
import { CardSection } from '@/components/layout/card-section';
import { CATEGORY_META } from './settings-fields';

const humanise = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** A category of settings: its title and purpose on the left, the fields in a card. */
export function SettingsSection({ category, children }: { category: string; children: ReactNode }) {
  const meta = CATEGORY_META[category];
  return (
    <CardSection
      id={`settings-${category}`}
      title={meta?.title ?? humanise(category)}
      description={meta?.description}
      cardClassName="space-y-6"
    >
      {children}
    </CardSection>
  );
}
