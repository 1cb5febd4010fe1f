import type { VideoProvider } from '@atelier/core';
import { videoSource } from '../lib/video';

interface VideoEmbedProps {
  url: string | null;
  provider: VideoProvider | null;
  /** Names the player for screen readers ("Video: {post title}"). */
  title: string;
}

/**
 * A post's video (docs/product.md §2: only with both video_url and video_provider), in a reserved 16:9
 * box so the text below does not jump, loaded lazily.
 */
export function VideoEmbed({ url, provider, title }: VideoEmbedProps) {
  const source = videoSource(url, provider);
  if (!source) return null;
  return (
    <div className="aspect-video w-full bg-ink">
      {source.kind === 'iframe' ? (
        <iframe
          src={source.src}
          title={`Video: ${title}`}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full border-0"
        />
      ) : (
        <video
          src={source.src}
          controls
          preload="metadata"
          aria-label={`Video: ${title}`}
          className="h-full w-full"
        />
      )}
    </div>
  );
}
