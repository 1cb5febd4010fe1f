import { Link } from 'react-router';
import { AdminPageHeader, EmptyState } from '@/components/admin';
import { QueryState, buttonClasses } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { adminPaths } from '@/lib/admin-paths';
import type { UploadImage } from '@/lib/upload-image';
import { useAdminPost } from '../api/get-admin-post';
import { PostEditorSkeleton } from './post-editor-skeleton';
import { PostForm } from './post-form';
import type { RenderVideo } from './post-preview-dialog';

interface EditorScreenProps {
  /** The public blog's video player for the preview, composed in by the route. */
  renderVideo?: RenderVideo;
  uploadImage?: UploadImage;
}

const allPosts = (
  <Link to={adminPaths.blog()} className={buttonClasses('ghost', 'sm')}>
    ← All posts
  </Link>
);

/** /admin/blog/new */
export function NewPostScreen(props: EditorScreenProps) {
  return (
    <>
      <AdminPageHeader title="New post" actions={allPosts} />
      <PostForm {...props} />
    </>
  );
}

/** /admin/blog/{id}/edit: loads the post whatever its status. */
export function EditPostScreen({ id, ...props }: EditorScreenProps & { id: string | undefined }) {
  const postId = Number(id);
  const valid = Number.isInteger(postId) && postId > 0;
  const query = useAdminPost(postId);
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <>
      <AdminPageHeader
        title="Edit post"
        description={query.data ? `“${query.data.title}”` : undefined}
        actions={allPosts}
      />
      {missing ? (
        <EmptyState
          title="Post not found"
          action={
            <Link to={adminPaths.blog()} className={buttonClasses('secondary', 'sm')}>
              Back to the posts
            </Link>
          }
        >
          It may have been deleted, or the address is wrong.
        </EmptyState>
      ) : (
        <QueryState
          query={query}
          loading={<PostEditorSkeleton />}
          failure="Could not load the post"
        >
          {/* A new id is a new form (its own defaults and slug state). */}
          {(post) => <PostForm key={post.id} post={post} {...props} />}
        </QueryState>
      )}
    </>
  );
}
