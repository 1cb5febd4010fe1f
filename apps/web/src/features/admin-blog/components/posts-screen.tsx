import type { BlogPost } from '@atelier/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AdminPageHeader,
  DataTableSkeleton,
  EmptyState,
  FilterSelect,
  Pagination,
  SearchField,
  Toolbar,
  useSearchParam,
} from '@/components/admin';
import { Button, ErrorBlock, buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';
import { errorMessage } from '@/lib/toast';
import { useAdminPosts, type PostStatusFilter } from '../api/get-admin-posts';
import { DeletePostDialog } from './delete-post-dialog';
import { PostsTable } from './posts-table';
import { usePostListParams } from './use-post-list-params';

const PAGE_SIZE = 20;
const STATUS_OPTIONS: ReadonlyArray<{ value: PostStatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];
const EMPTY_TITLES: Record<PostStatusFilter, string> = {
  all: 'No posts yet',
  draft: 'No drafts',
  scheduled: 'Nothing scheduled',
  published: 'No published posts',
};

/** /admin/blog: every post, filtered by status, searchable, paged. */
export function PostsScreen() {
  const { status, page, update } = usePostListParams();
  const [searchInput, setSearchInput, search] = useSearchParam('q');
  const [toDelete, setToDelete] = useState<BlogPost | null>(null);
  const query = useAdminPosts({
    status,
    search: search || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const newPost = (
    <Link to={paths.admin.blogNew()} className={buttonClasses('primary', 'sm')}>
      New post
    </Link>
  );

  return (
    <>
      <AdminPageHeader
        title="Blog"
        description="Write, schedule and publish your posts."
        actions={
          <>
            <Link to={paths.admin.blogSchedule()} className={buttonClasses('secondary', 'sm')}>
              Schedule
            </Link>
            {newPost}
          </>
        }
      />
      <Toolbar>
        <SearchField
          label="Search posts"
          value={searchInput}
          onChange={setSearchInput}
          placeholder="Words in the title, excerpt or text"
        />
        <FilterSelect<PostStatusFilter>
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => update({ status: value })}
        />
      </Toolbar>
      {query.isPending ? (
        <DataTableSkeleton columns={5} />
      ) : query.isError ? (
        <ErrorBlock
          message={errorMessage(query.error, 'Could not load the posts')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.data.length === 0 ? (
        search ? (
          <EmptyState
            title="No posts match your search"
            action={
              <Button variant="secondary" size="sm" onClick={() => setSearchInput('')}>
                Clear search
              </Button>
            }
          >
            No {status === 'all' ? '' : `${status} `}post has “{search}” in its title, excerpt or
            text.
          </EmptyState>
        ) : (
          <EmptyState title={EMPTY_TITLES[status]} action={newPost}>
            Posts you write appear here, whether they are drafts, scheduled or published.
          </EmptyState>
        )
      ) : (
        <div className="space-y-4">
          <PostsTable
            posts={query.data.data}
            busy={query.isPlaceholderData}
            onDelete={setToDelete}
          />
          <Pagination
            pagination={query.data.pagination}
            onPageChange={(next) => update({ page: next }, false)}
            noun="posts"
          />
        </div>
      )}
      <DeletePostDialog
        post={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          // The last row of a later page is gone: show the page before instead of an empty one.
          if (query.data?.data.length === 1 && page > 1) update({ page: page - 1 });
        }}
      />
    </>
  );
}
