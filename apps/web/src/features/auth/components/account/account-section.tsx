import type { ReactNode } from 'react';
import { CardSection } from '@/components/layout/card-section';

/** A part of the account screen: title and purpose on the left, its card on the right. */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <CardSection title={title} description={description} cardClassName="space-y-5">
      {children}
    </CardSection>
  );
}
