import type { VideoProvider } from '@atelier/core';

export type VideoSource = { kind: 'iframe'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID =
  /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO_ID = /vimeo\.com\/(?:video\/)?(\d+)/i;

/**
 * What to embed for a post's video (docs/product.md §3 video embed). YouTube plays from
 * youtube-nocookie.com so no tracking cookie is set before the visitor presses play; Vimeo
 * from its player host; self-hosted files in a <video>. Null when the URL does not match.
 */
export function videoSource(
  url: string | null | undefined,
  provider: VideoProvider | null | undefined,
): VideoSource | null {
  if (!url || !provider) return null;
  if (provider === 'youtube') {
    const id = YOUTUBE_ID.exec(url)?.[1];
    return id ? { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (provider === 'vimeo') {
    const id = VIMEO_ID.exec(url)?.[1];
    return id ? { kind: 'iframe', src: `https://player.vimeo.com/video/${id}` } : null;
  }
  return /^(\/|https?:\/\/)/i.test(url) ? { kind: 'file', src: url } : null;
}
