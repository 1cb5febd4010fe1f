import { useParams } from 'react-router';
import { EditPostScreen } from '@/features/admin-blog/components/post-editor-screen';
import { renderBlogVideo } from './blog-video';

/** /admin/blog/{id}/edit */
export function Component() {
  const { id } = useParams();
  return <EditPostScreen id={id} renderVideo={renderBlogVideo} />;
}
