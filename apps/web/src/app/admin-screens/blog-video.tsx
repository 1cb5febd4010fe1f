import type { RenderVideo } from '@/features/admin-blog/components/post-preview-dialog';
import { VideoEmbed } from '@/features/blog/components/video-embed';

/**
 * The editor's preview plays a post's video with the public blog's own player; the route
 * composes the two features, which never import each other.
 */
export const renderBlogVideo: RenderVideo = ({ url, provider, title }) => (
  <VideoEmbed url={url} provider={provider} title={title} />
);
