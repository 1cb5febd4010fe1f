import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  body: Buffer;
}

/** A multipart/form-data body built by hand, ready for `inject({ payload, headers })`. */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----atelier${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One image in field `image`, as the admin's upload form sends it. */
export const imageUpload = (body: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  multipartBody([{ field: 'image', filename, contentType, body }]);

/** POST /uploads/image through `app` with these headers (the admin's): one image, as the form sends it. */
export function postImage(
  app: { inject(opts: InjectOptions): Promise<LightMyRequestResponse> },
  headers: Record<string, string>,
  body: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
) {
  const upload = imageUpload(body, filename, contentType);
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads/image',
    payload: upload.payload,
    headers: { ...upload.headers, ...headers },
  });
}

/** A flat-colour image of any format sharp writes. */
export function solidImage(
  width: number,
  height: number,
  colour = '#6b8fa3',
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
) {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return image[format]().toBuffer();
}

/**
 * A phone-style JPEG: stored `width` x `height` (landscape) with its left half red and right
 * half blue, EXIF orientation 6 (displayed rotated 90 degrees clockwise: portrait, red on
 * top), a copyright line and GPS coordinates.
 */
export async function phoneJpeg(width = 3000, height = 2000): Promise<Buffer> {
  const red = await sharp({
    create: { width: width / 2, height, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Elena Marsh', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 39/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '70/1 15/1 0/1',
      },
    })
    .toBuffer();
}
