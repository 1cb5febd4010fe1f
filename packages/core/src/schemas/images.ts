import { z } from 'zod';
import { text } from './primitives';

/** One display width: WebP at `url`, and AVIF at `avif_url` once the image's job has made it. */
export const ImageVariant = z.object({
  width: z.number().int(),
  url: z.string(),
  avif_url: z.string().optional(),
});
export type ImageVariant = z.infer<typeof ImageVariant>;

/**
 * A Deep Zoom (DZI) tile pyramid of the full-resolution original (decision 035): tiles at
 * `<url><level>/<column>_<row>.<format>`, level 0 being one pixel and the last level the
 * original's own size.
 */
export const DeepZoom = z.object({
  /** The folder of the levels, ending in "/": "/uploads/2026/11/<hash>/tiles/image_files/". */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  tile_size: z.number().int(),
  overlap: z.number().int(),
  format: z.enum(['jpeg', 'webp']),
});
export type DeepZoom = z.infer<typeof DeepZoom>;

/** What the server knows of an uploaded image: enough for srcset, a placeholder and deep zoom. */
export const ImageMeta = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(ImageVariant),
  dominant_color: z.string().nullable(),
  /** Null until the image's job has built the pyramid, and for originals no larger than `url`. */
  deep_zoom: DeepZoom.nullable().optional(),
});
export type ImageMeta = z.infer<typeof ImageMeta>;

export const UploadedImage = z.object({
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(ImageVariant),
  dominant_color: z.string().nullable(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

/**
 * Where the background work on an uploaded image stands (the AVIF variants and the deep-zoom
 * tiles, decision 035): queued, running with a percentage, done, or failed with the reason.
 */
export const ImageJobStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type ImageJobStatus = z.infer<typeof ImageJobStatus>;

export const ImageProcessing = z.object({
  url: z.string(),
  status: ImageJobStatus,
  /** 0 to 100. */
  progress: z.number().int(),
  error: z.string().nullable(),
  deep_zoom: z.boolean(),
});
export type ImageProcessing = z.infer<typeof ImageProcessing>;

export const ImageProcessingQuery = z.object({
  url: text().trim().min(1, 'Give the URL of an uploaded image').max(500),
});
