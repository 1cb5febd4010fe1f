import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_VARIANT_WIDTHS, THUMBNAIL_WIDTH } from '@atelier/core';
import { AppError, unprocessable, unsupportedMedia } from '../../lib/errors';

export const UNSUPPORTED_IMAGE_MESSAGE =
  'Unsupported image type. Upload a JPEG, PNG, WebP, AVIF or HEIC photo.';

/** Larger images would take hundreds of megabytes to decode: a 150 MP scan is already generous. */
export const MAX_INPUT_PIXELS = 150_000_000;

/** WebP stores each side in 14 bits. */
export const WEBP_MAX_SIDE = 16_383;
export const TOO_LONG_MESSAGE = `The image is too tall or too wide to convert: at most ${WEBP_MAX_SIDE} pixels on each side.`;
export const UNCONVERTIBLE_MESSAGE =
  'This image could not be converted. Save it as a JPEG or PNG and upload it again.';

/** Sharp-YUV chroma subsampling keeps saturated colour edges crisp, at twice the encoding time. */
const WEBP = { quality: 82, effort: 4, smartSubsample: true } as const;
const WEBP_FAST = { quality: 82, effort: 2, smartSubsample: false } as const;

export interface RenderOptions {
  /** Plain chroma subsampling and less search: a quarter of the encoding time (generated demo pictures). */
  fast?: boolean;
}

export interface RenderedFile {
  /** File name inside the image's folder: "<width>.webp" or "thumb.webp". */
  name: string;
  body: Buffer;
  width: number;
  height: number;
}

export interface RenderedImage {
  /** jpeg, png, webp, avif or heic: what the bytes were, whatever their name said. */
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';
  /** In ascending width; the last one is the main image. */
  variants: RenderedFile[];
  thumbnail: RenderedFile;
  /** "#rrggbb" */
  dominantColor: string;
}

/**
 * Widths to produce for an image `original` pixels wide (after orientation): the standard
 * widths below it, then the original width capped at the largest standard width. Never
 * upscales and always yields at least one width.
 */
export function variantWidths(original: number): number[] {
  const top = Math.min(original, Math.max(...IMAGE_VARIANT_WIDTHS));
  return [...IMAGE_VARIANT_WIDTHS.filter((w) => w < top), top];
}

/** Identifies the image by its bytes (never its name or declared type). */
async function inspect(input: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMedia(UNSUPPORTED_IMAGE_MESSAGE);
  }
  const format = formatOf(meta);
  if (!format) throw unsupportedMedia(UNSUPPORTED_IMAGE_MESSAGE);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw unprocessable(
      `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return { format, width: oriented.width, height: oriented.height };
}

function formatOf(meta: Metadata): RenderedImage['format'] | null {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return meta.format;
  if (meta.format === 'heif')
    return meta.compression === 'av1' ? 'avif' : meta.compression === 'hevc' ? 'heic' : null;
  return null;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * Decodes once (auto-rotated by EXIF orientation, converted to sRGB, every metadata block
 * such as EXIF and GPS dropped), then derives the WebP variants, a 400 px wide thumbnail
 * (never cropped) and the dominant colour from that decoded copy. sharp does the work on
 * libuv's thread pool, off the event loop.
 */
export async function renderImage(
  input: Buffer,
  options: RenderOptions = {},
): Promise<RenderedImage> {
  const { format, width: originalWidth, height: originalHeight } = await inspect(input);
  const widths = variantWidths(originalWidth);
  const mainWidth = widths[widths.length - 1]!;
  // A scroll 1000 px wide and 20000 tall stays 20000 tall at its largest width: WebP cannot hold it.
  if (Math.round((originalHeight * mainWidth) / originalWidth) > WEBP_MAX_SIDE)
    throw unprocessable(TOO_LONG_MESSAGE);

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: mainWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Recognised but unreadable here (a HEIC this build cannot decode, a corrupt file).
    throw unsupportedMedia(UNSUPPORTED_IMAGE_MESSAGE);
  }
  try {
    return await encodeAll(decoded, widths, format, options);
  } catch (err) {
    // Whatever else sharp cannot write is the image's doing, not the server's: a clear 422.
    if (err instanceof AppError) throw err;
    const tooLarge = err instanceof Error && /too large for the webp format/i.test(err.message);
    throw unprocessable(tooLarge ? TOO_LONG_MESSAGE : UNCONVERTIBLE_MESSAGE);
  }
}

/** The WebP variants, thumbnail and dominant colour of the decoded pixels. */
async function encodeAll(
  decoded: { data: Buffer; info: OutputInfo },
  widths: number[],
  format: RenderedImage['format'],
  options: RenderOptions,
): Promise<RenderedImage> {
  const { info } = decoded;
  const raw = { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
  const fromDecoded = () => sharp(decoded.data, { raw });

  const encode = async (name: string, width: number): Promise<RenderedFile> => {
    const pipeline = fromDecoded();
    if (width !== info.width) pipeline.resize({ width, withoutEnlargement: true });
    const out = await pipeline
      .webp(options.fast ? WEBP_FAST : WEBP)
      .toBuffer({ resolveWithObject: true });
    return { name, body: out.data, width: out.info.width, height: out.info.height };
  };

  const variants: RenderedFile[] = [];
  for (const width of widths) variants.push(await encode(`${width}.webp`, width));
  const thumbnail = await encode('thumb.webp', Math.min(THUMBNAIL_WIDTH, info.width));
  // The dominant colour of a 64 px copy is the same and costs a fraction of the full one.
  const small = await fromDecoded()
    .resize({ width: Math.min(64, info.width) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(small.data, {
    raw: {
      width: small.info.width,
      height: small.info.height,
      channels: small.info.channels as 1 | 2 | 3 | 4,
    },
  }).stats();
  return {
    format,
    variants,
    thumbnail,
    dominantColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
  };
}
