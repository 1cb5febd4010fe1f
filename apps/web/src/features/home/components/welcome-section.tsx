import { RichText, Skeleton, SkeletonText } from '@/components/ui';

interface WelcomeSectionProps {
  heading: string;
  /** HTML from page content (sanitised by the server) or the fallback paragraph. */
  html: string;
  pending: boolean;
}

/** docs/product.md §2 Home: the welcome heading and rich text, at a readable measure. */
export function WelcomeSection({ heading, html, pending }: WelcomeSectionProps) {
  return (
    <section
      aria-labelledby={pending ? undefined : 'welcome-heading'}
      aria-label={pending ? 'Welcome' : undefined}
      // Long centred lines are hard to read on a phone: left-aligned there, centred from md up.
      className="mx-auto max-w-(--container-prose) px-5 md:text-center"
    >
      {pending ? (
        <div aria-hidden="true" className="flex flex-col gap-6 md:items-center">
          <Skeleton className="h-10 w-2/3" />
          <SkeletonText lines={3} className="w-full" />
        </div>
      ) : (
        <>
          <h2 id="welcome-heading" className="text-3xl md:text-4xl">
            {heading}
          </h2>
          <RichText html={html} className="mx-auto mt-6 text-lg text-ink/90" />
        </>
      )}
    </section>
  );
}
