import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled group of the artwork form: an h2 and a calm bordered panel. */
interface FormSectionProps {
  title: string;
  children: ReactNode;
  className?: string;
}

export function FormSection({ title, children, className }: FormSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('space-y-3', className)}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="space-y-5 border border-line bg-surface p-4 sm:p-5">{children}</div>
    </section>
  );
}
