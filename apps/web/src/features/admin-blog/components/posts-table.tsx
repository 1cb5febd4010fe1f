import type { BlogPost } from '@atelier/core';
import { Link } from 'react-router';
import { DataTable, RowButton, actionsColumn, tableDate, type Column } from '@/components/admin';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';
import { adminPaths } from '@/lib/admin-paths';
import { dateTimeLabel } from '@/lib/local-time';
import { effectiveStatus } from '../lib/post-status';
import { PostStatusBadge } from './post-status-badge';

interface PostsTableProps {
  posts: BlogPost[];
  busy: boolean;
  onDelete: (post: BlogPost) => void;
}

/** Publication date in local time; a draft shows when it was last edited instead. */
function PostDate({ post }: { post: BlogPost }) {
  if (post.status === 'draft' || !post.published_at) {
    return (
      <span className="text-muted">
        Edited <time dateTime={post.updated_at}>{tableDate(post.updated_at)}</time>
      </span>
    );
  }
  return <time dateTime={post.published_at}>{dateTimeLabel(post.published_at)}</time>;
}

const categoryNames = (post: BlogPost) => post.categories.map((c) => c.name).join(', ');

/** Title, status, categories, date and actions; on phones the details fold under the title. */
export function PostsTable({ posts, busy, onDelete }: PostsTableProps) {
  const columns: Column<BlogPost>[] = [
    {
      key: 'title',
      header: 'Title',
      card: 'title',
      cell: (post) => (
        <>
          <Link
            to={adminPaths.blogEdit(post.id)}
            className="font-medium hover:text-accent hover:underline"
          >
            {post.title}
          </Link>
          {/* Phones: status and date fold under the title. */}
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted sm:hidden">
            <PostStatusBadge post={post} />
            <PostDate post={post} />
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      className: 'hidden sm:table-cell',
      cell: (post) => <PostStatusBadge post={post} />,
    },
    {
      key: 'categories',
      header: 'Categories',
      className: 'hidden md:table-cell text-muted',
      cell: (post) => categoryNames(post) || '—',
    },
    {
      key: 'date',
      header: 'Date',
      className: 'hidden sm:table-cell whitespace-nowrap tabular-nums',
      cell: (post) => <PostDate post={post} />,
    },
    actionsColumn(
      (post) => (
        <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
          {effectiveStatus(post) === 'published' && (
            <a
              href={paths.blogPost(post.slug)}
              target="_blank"
              rel="noopener"
              className={buttonClasses('ghost', 'sm')}
            >
              View<span className="sr-only"> “{post.title}” (opens in a new tab)</span>
            </a>
          )}
          {/* Phones edit through the title's link. */}
          <span className="hidden sm:inline-flex">
            <Link
              to={adminPaths.blogEdit(post.id)}
              className={buttonClasses('ghost', 'sm')}
              aria-label={`Edit “${post.title}”`}
            >
              Edit
            </Link>
          </span>
          <RowButton
            what={`“${post.title}”`}
            className="text-danger"
            onClick={() => onDelete(post)}
          >
            Delete
          </RowButton>
        </div>
      ),
      { className: 'whitespace-nowrap' },
    ),
  ];
  return <DataTable caption="Blog posts" columns={columns} rows={posts} busy={busy} />;
}
