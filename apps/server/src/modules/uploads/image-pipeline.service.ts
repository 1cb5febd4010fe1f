import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_VARIANT_WIDTHS, MAX_UPLOAD_MEGAPIXELS, THUMBNAIL_WIDTH } from '@atelier/core';
import { AppError, unprocessable, unsupportedMedia } from '../../lib/errors';

// libvips keeps recent operations and their pixels in a cache for re-use; a server encodes
// each image once, so the cache only holds memory (hundreds of megabytes after a few AVIF
// encodes, measured by `npm run bench:upload`).
sharp.cache(false);

export const UNSUPPORTED_IMAGE_MESSAGE =
  'Unsupported image type. Upload a JPEG, PNG, TIFF, WebP, AVIF or HEIC photo.';

/**
 * A 48-inch canvas scanned at 300 dpi is about 200 megapixels. libvips reads such an image in
 * strips and shrinks it as it reads, so memory stays bounded by the output, not the input.
 */
export const MAX_INPUT_PIXELS = MAX_UPLOAD_MEGAPIXELS * 1_000_000;

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

/** The bytes of an upload, or the path of the temporary file it was streamed to. */
export type ImageInput = Buffer | string;

export interface RenderedImage {
  /** jpeg, png, tiff, webp, avif or heic: what the bytes were, whatever their name said. */
  format: 'jpeg' | 'png' | 'tiff' | 'webp' | 'avif' | 'heic';
  /** The original's size, after orientation. */
  originalWidth: number;
  originalHeight: number;
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
async function inspect(input: ImageInput) {
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
  if (meta.format === 'tiff') return 'tiff';
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
  input: ImageInput,
  options: RenderOptions = {},
): Promise<RenderedImage> {
  const { format, width: originalWidth, height: originalHeight } = await inspect(input);
  const widths = variantWidths(originalWidth);
  const mainWidth = widths[widths.length - 1]!;
  // A scroll 1000 px wide and 20000 tall stays 20000 tall at its largest width: WebP cannot hold it.
  if (Math.round((originalHeight * mainWidth) / originalWidth) > WEBP_MAX_SIDE)
    throw unprocessable(TOO_LONG_MESSAGE);

  const decoded = await decode(input, mainWidth);
  try {
    const rendered = await encodeAll(decoded, widths, options);
    return { format, originalWidth, originalHeight, ...rendered };
  } catch (err) {
    // Whatever else sharp cannot write is the image's doing, not the server's: a clear 422.
    if (err instanceof AppError) throw err;
    const tooLarge = err instanceof Error && /too large for the webp format/i.test(err.message);
    throw unprocessable(tooLarge ? TOO_LONG_MESSAGE : UNCONVERTIBLE_MESSAGE);
  }
}

type Decoded = { data: Buffer; info: OutputInfo };

/** The image upright, in sRGB, without metadata, as raw pixels at most `width` wide. */
async function decode(input: ImageInput, width: number): Promise<Decoded> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Recognised but unreadable here (a HEIC this build cannot decode, a corrupt file).
    throw unsupportedMedia(UNSUPPORTED_IMAGE_MESSAGE);
  }
}

const fromRaw = ({ data, info }: Decoded) =>
  sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 },
  });

/** The WebP variants, thumbnail and dominant colour of the decoded pixels. */
async function encodeAll(
  decoded: Decoded,
  widths: number[],
  options: RenderOptions,
): Promise<Omit<RenderedImage, 'format' | 'originalWidth' | 'originalHeight'>> {
  const { info } = decoded;
  const fromDecoded = () => fromRaw(decoded);

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
    variants,
    thumbnail,
    dominantColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
  };
}

/**
 * AVIF at the same widths as the WebP variants (decision 035): the same pixels at about half
 * the bytes, for browsers that take it. Effort 4, 4:2:0; quality 50 up to 1600 px, where the
 * WebP is already close to the original, and 45 above, where the AVIF's SSIM stays far above
 * the WebP's and quality 50 was up to 90% of its bytes (`npm run bench:images`).
 */
export const AVIF = { effort: 4, chromaSubsampling: '4:2:0' } as const;
export const avifQuality = (width: number) => (width > 1600 ? 45 : 50);

export async function renderAvifVariants(
  input: ImageInput,
  widths: number[],
): Promise<RenderedFile[]> {
  const decoded = await decode(input, Math.max(...widths));
  const files: RenderedFile[] = [];
  for (const width of widths) {
    const pipeline = fromRaw(decoded);
    if (width !== decoded.info.width) pipeline.resize({ width, withoutEnlargement: true });
    const out = await pipeline
      .avif({ ...AVIF, quality: avifQuality(width) })
      .toBuffer({ resolveWithObject: true });
    files.push({
      name: `${width}.avif`,
      body: out.data,
      width: out.info.width,
      height: out.info.height,
    });
  }
  return files;
}

/** Deep Zoom tiles: 254 px plus a 1 px overlap each side makes 256 px tiles, JPEG at 85. */
export const TILES = { size: 254, overlap: 1, format: 'jpeg', quality: 85 } as const;

/**
 * Writes the Deep Zoom pyramid of the whole original into `dir` ("image.dzi" and
 * "image_files/<level>/<col>_<row>.jpeg"), upright, in sRGB, without metadata. libvips reads
 * the original once, top to bottom, and builds every level in that one pass.
 */
export async function renderTiles(input: ImageInput, dir: string) {
  const info = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .toColourspace('srgb')
    .jpeg({ quality: TILES.quality, mozjpeg: false })
    .tile({ size: TILES.size, overlap: TILES.overlap, layout: 'dz' })
    .toFile(`${dir}/image.dz`);
  return { width: info.width, height: info.height, filesDir: `${dir}/image_files` };
}
