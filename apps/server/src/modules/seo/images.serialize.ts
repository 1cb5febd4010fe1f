import type { ImageMeta } from '@atelier/core';

/** Social networks show cards about 1200 px wide: the smallest variant at least that wide. */
const SOCIAL_WIDTH = 1200;

export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
}

/** The variant to put in og:image (with its size when known). */
export function socialImage(
  image: ImageMeta | null,
  fallbackUrl: string | null,
): SocialImage | null {
  if (!image) return fallbackUrl ? { url: fallbackUrl } : null;
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  const pick = sorted.find((v) => v.width >= SOCIAL_WIDTH) ?? sorted.at(-1);
  if (!pick) return { url: image.url, width: image.width, height: image.height };
  return {
    url: pick.url,
    width: pick.width,
    height: Math.round((pick.width * image.height) / image.width),
  };
}
