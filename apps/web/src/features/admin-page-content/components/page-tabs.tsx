import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { withQuery } from '@/lib/paths';
import { adminPaths } from '@/lib/admin-paths';
import { PAGES, type PageDefinition } from './page-definitions';

/** Home | About: links (?page=about), so each page has its own URL and Back works. */
export function PageTabs({ current }: { current: PageDefinition }) {
  return (
    <nav aria-label="Pages" className="mb-8 border-b border-line">
      <ul className="-mb-px flex gap-6">
        {PAGES.map((page) => {
          const active = page.page === current.page;
          return (
            <li key={page.page}>
              <Link
                to={withQuery(adminPaths.pageContent(), {
                  page: page.page === 'home' ? undefined : page.page,
                })}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-block border-b-2 pb-3 text-sm',
                  active
                    ? 'border-accent font-medium text-ink'
                    : 'border-transparent text-muted hover:text-ink',
                )}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
