import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ImageProcessing,
  ImageProcessingQuery,
  MAX_UPLOAD_BYTES,
  UploadedImage,
  dataOf,
} from '@atelier/core';
import { badRequest, payloadTooLarge, validation } from '../../lib/errors';
import { hashingStream } from '../../lib/hashing-stream';
import { imageProcessing } from './image-jobs.service';
import { processImage, type StreamedUpload } from './uploads.service';

const FIELD = 'image';
const TOO_LARGE = `The image is too large. The limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

const statusOf = (err: unknown) => (err as { statusCode?: number } | null)?.statusCode ?? 0;
const codeOf = (err: unknown) => (err as { code?: string } | null)?.code;

/**
 * Streams the one file of field `image` into `dir`, hashing it on the way: a 200 MB scan never
 * sits in memory. Answers with the API's messages for a missing, cut or oversized file.
 */
async function receiveImage(
  request: FastifyRequest,
  dir: string,
): Promise<{ upload: StreamedUpload; filename: string }> {
  if (!request.isMultipart()) throw validation(FIELD, 'No image was uploaded');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FIELD) {
      part?.file.resume();
      throw validation(FIELD, 'No image was uploaded');
    }
    const file = path.join(dir, 'upload');
    const hashing = hashingStream();
    await pipeline(part.file, hashing.stream, createWriteStream(file));
    if (part.file.truncated) throw payloadTooLarge(TOO_LARGE);
    return { upload: { path: file, ...hashing.result() }, filename: part.filename };
  } catch (err) {
    if (codeOf(err) === 'FST_REQ_FILE_TOO_LARGE' || statusOf(err) === 413)
      throw payloadTooLarge(TOO_LARGE);
    const status = statusOf(err);
    if (status >= 400 && status < 500) throw err;
    // busboy's own complaints (no boundary, cut-off body) carry no status.
    throw badRequest('image: The upload could not be read');
  }
}

/** Admin image uploads: multipart is registered here only, with the upload limits. */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });

  app.post(
    '/uploads/image',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['uploads'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        description:
          'Multipart field `image`: a JPEG, PNG, TIFF, WebP, AVIF or HEIC photo or scan up to 200 MB and 300 megapixels. Answers 201 with the stored image as soon as its display variants exist (AVIF variants and deep-zoom tiles follow in the background: GET /uploads/image/processing), or 200 with the image stored before when the same bytes were uploaded already.',
        response: { 200: dataOf(UploadedImage), 201: dataOf(UploadedImage) },
      },
    },
    async (request, reply) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'atelier-upload-'));
      try {
        const { upload, filename } = await receiveImage(request, dir);
        const { image, created } = await processImage(app, upload, filename);
        return reply.status(created ? 201 : 200).send({ data: image });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  app.get(
    '/uploads/image/processing',
    {
      schema: {
        tags: ['uploads'],
        security: [{ bearer: [] }],
        description:
          'Where the background work on an uploaded image stands: its AVIF variants and, for an original larger than the display image, its deep-zoom tiles.',
        querystring: ImageProcessingQuery,
        response: { 200: dataOf(ImageProcessing) },
      },
    },
    async (request) => ({ data: await imageProcessing(app, request.query.url) }),
  );
};
export default uploadsRoutes;
