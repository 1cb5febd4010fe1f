import { z } from 'zod';
import { LIST_LIMIT_MAX } from '../constants';
import { INT4, integerParam, positiveIdParam, text } from './primitives';

/** `/:id` of a row. */
export const IdParam = z.object({
  id: positiveIdParam('id'),
});
export type IdParam = z.infer<typeof IdParam>;

/** Booleans in a query string arrive as text. */
export const QueryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const limit = integerParam(INT4, { min: 1, max: LIST_LIMIT_MAX });

export const ListQuery = z.object({
  limit: limit.default(20),
  offset: integerParam(INT4, { min: 0 }).default(0),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** Page-based listing used by admin tables. */
export const PageQuery = z.object({
  page: integerParam(INT4, { min: 1 }).default(1),
  limit: limit.default(20),
});

export const Pagination = z.object({
  total: z.number().int(),
  pages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

export const ErrorBody = z.object({
  error: z.object({
    message: z.string(),
    code: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{ data }` envelope. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** `{ data: [...], pagination }` envelope. */
export const listOf = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), pagination: Pagination });

export const MessageResult = z.object({ message: z.string() });

/**
 * The body of an operation that reads none (logout): absent, empty or anything else, it is
 * accepted and ignored, so no body can stop the operation.
 */
export const NoBody = z.unknown().optional().describe('Not read: send none');
/** The one free value the input rules allow: a body nobody reads (decision 023). */
export const isNoBody = (schema: unknown) => schema === NoBody;

export const Timestamp = z.string().describe('ISO 8601 date-time');

/** Optional free text: trimmed, empty becomes null. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const Slug = text()
  .trim()
  .min(1, { error: 'Web address is required' })
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Web address may only contain lowercase letters, numbers and single hyphens',
  });

/** A URL the site itself serves (/uploads/...) or an absolute http(s) URL. */
export const MediaUrl = text()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith('/') || /^https?:\/\//i.test(v), {
    error: 'Must be a path on this site or an http(s) URL',
  });
export const optionalMediaUrl = MediaUrl.nullish()
  .or(z.literal(''))
  .transform((v) => v || null);
