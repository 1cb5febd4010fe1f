import type { BlogPost } from '@atelier/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader, EmptyState, ListResults, ListToolbar } from '@/components/admin';
import { buttonClasses } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { useAdminPosts, type PostStatusFilter } from '../api/get-admin-posts';
import { DeletePostDialog } from './delete-post-dialog';
import { NewPostLink } from './new-post-link';
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
  const list = usePostListParams();
  const { status, page, search } = list;
  const [toDelete, setToDelete] = useState<BlogPost | null>(null);
  const query = useAdminPosts({
    status,
    search: search || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });

  return (
    <>
      <AdminPageHeader
        title="Blog"
        description="Write, schedule and publish your posts."
        actions={
          <>
            <Link to={adminPaths.blogSchedule()} className={buttonClasses('secondary', 'sm')}>
              Schedule
            </Link>
            <NewPostLink />
          </>
        }
      />
      <ListToolbar
        list={list}
        searchLabel="Search posts"
        placeholder="Words in the title, excerpt or text"
        statusOptions={STATUS_OPTIONS}
      />
      <ListResults
        query={query}
        columns={5}
        noun="posts"
        {...list.results}
        noMatch={{
          title: 'No posts match your search',
          text: (
            <>
              No {status === 'all' ? '' : `${status} `}post has “{search}” in its title, excerpt or
              text.
            </>
          ),
        }}
        empty={
          <EmptyState title={EMPTY_TITLES[status]} action={<NewPostLink />}>
            Posts you write appear here, whether they are drafts, scheduled or published.
          </EmptyState>
        }
      >
        {(posts, busy) => <PostsTable posts={posts} busy={busy} onDelete={setToDelete} />}
      </ListResults>
      <DeletePostDialog
        post={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => list.afterDelete(query.data?.data.length)}
      />
    </>
  );
}
