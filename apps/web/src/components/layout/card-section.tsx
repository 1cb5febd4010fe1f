import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CardSectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** The heading's id, when something links to the section; a generated one otherwise. */
  id?: string;
  /** The spacing between the card's fields. */
  cardClassName: string;
  children: ReactNode;
}

/**
 * A part of a long settings-like screen: its title and purpose on the left, its fields in a
 * card on the right (stacked on phones); the section is named by its heading.
 */
export function CardSection({ title, description, id, cardClassName, children }: CardSectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 border-b border-line py-8 first:pt-0 last:border-b-0 md:grid-cols-[14rem_1fr] md:gap-10"
    >
      <div>
        <h2 id={headingId} className="text-2xl">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      <div className={cn('border border-line bg-surface p-5 md:p-6', cardClassName)}>
        {children}
      </div>
    </section>
  );
}
