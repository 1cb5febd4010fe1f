import { PageHead } from '@/components/ui';

/**
 * Temporary body of a route until its screen lands. Screen engineers replace the route
 * module's Component; delete this file when no route uses it.
 */
export function PlaceholderPage({
  title,
  children,
}: {
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-(--container-page) px-5 py-16 md:px-10">
      <PageHead title={title} />
      <h1 className="text-4xl">{title}</h1>
      {children}
    </div>
  );
}
