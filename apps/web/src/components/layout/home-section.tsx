import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkClasses } from '@/components/ui';
import { cn } from '@/lib/cn';

interface HomeSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Where all of it is: the gallery, the blog. */
  moreTo: string;
  moreLabel: string;
  children: ReactNode;
}

/**
 * A section of the home page below the hero (recent works, posts from the studio): a rule,
 * its heading with a link to all of it, then its content.
 */
export function HomeSection({ id, title, moreTo, moreLabel, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-(--container-page) px-5 md:px-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4 border-t border-line pt-14">
        <h2 id={id} className="text-3xl md:text-4xl">
          {title}
        </h2>
        <Link to={moreTo} className={cn('text-sm', textLinkClasses)}>
          {moreLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
