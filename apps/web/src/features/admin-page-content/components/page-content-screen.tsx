import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin';
import { QueryState, buttonClasses } from '@/components/ui';
import { useAllPageContent } from '../api/get-all-page-content';
import { pageDefinition } from './page-definitions';
import { PageContentForm } from './page-content-form';
import { PageContentSkeleton } from './page-content-skeleton';
import { PageTabs } from './page-tabs';

/** /admin/page-content: the words of the home and about pages. */
export function PageContentScreen() {
  const [params] = useSearchParams();
  const definition = pageDefinition(params.get('page'));
  const query = useAllPageContent();
  return (
    <>
      <AdminPageHeader
        title="Page Content"
        description="The words of your home and about pages."
        actions={
          <a
            href={definition.publicPath}
            target="_blank"
            rel="noopener"
            className={buttonClasses('secondary', 'sm')}
          >
            View {definition.label.toLowerCase()} page <span aria-hidden="true">↗</span>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        }
      />
      <PageTabs current={definition} />
      <QueryState query={query} loading={<PageContentSkeleton />}>
        {(pages) => (
          <PageContentForm
            key={definition.page}
            definition={definition}
            content={pages.find((p) => p.page === definition.page)}
          />
        )}
      </QueryState>
    </>
  );
}
