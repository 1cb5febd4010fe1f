import { z } from 'zod';

export const ImageVariant = z.object({ width: z.number().int(), url: z.string() });

/** What the server knows of an uploaded image: enough for srcset and a placeholder. */
export const ImageMeta = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(ImageVariant),
  dominant_color: z.string().nullable(),
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
