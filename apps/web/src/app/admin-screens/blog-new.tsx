import { NewPostScreen } from '@/features/admin-blog/components/post-editor-screen';
import { renderBlogVideo } from './blog-video';

/** /admin/blog/new */
export function Component() {
  return <NewPostScreen renderVideo={renderBlogVideo} />;
}
