import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, UploadedImage, dataOf } from '@atelier/core';
import { badRequest, payloadTooLarge, validation } from '../../lib/errors';
import { processImage } from './uploads.service';

const FIELD = 'image';
const TOO_LARGE = `The image is too large. The limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

const statusOf = (err: unknown) => (err as { statusCode?: number } | null)?.statusCode ?? 0;
const codeOf = (err: unknown) => (err as { code?: string } | null)?.code;

/** Reads the one file of field `image` into memory (at most 25 MB), with the API's messages. */
async function readImage(request: FastifyRequest): Promise<{ buffer: Buffer; filename: string }> {
  if (!request.isMultipart()) throw validation(FIELD, 'No image was uploaded');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FIELD) {
      part?.file.resume();
      throw validation(FIELD, 'No image was uploaded');
    }
    const buffer = await part.toBuffer();
    if (part.file.truncated) throw payloadTooLarge(TOO_LARGE);
    return { buffer, filename: part.filename };
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
          'Multipart field `image`: a JPEG, PNG, WebP, AVIF or HEIC photo up to 25 MB. Answers 201 with the stored image, or 200 with the image stored before when the same bytes were uploaded already.',
        response: { 200: dataOf(UploadedImage), 201: dataOf(UploadedImage) },
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await readImage(request);
      const { image, created } = await processImage(app, buffer, filename);
      return reply.status(created ? 201 : 200).send({ data: image });
    },
  );
};
export default uploadsRoutes;
