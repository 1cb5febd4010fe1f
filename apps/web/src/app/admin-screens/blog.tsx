import { PostsScreen } from '@/features/admin-blog/components/posts-screen';

/** /admin/blog */
export function Component() {
  return <PostsScreen />;
}
