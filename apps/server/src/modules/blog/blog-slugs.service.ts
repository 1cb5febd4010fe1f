import { conflict, validation } from '../../lib/errors';
import { slugify, uniqueSlug } from '../../lib/slug';

export const SLUG_IN_USE = 'This web address is already in use';

/** Path segments under /blog/posts that a post slug would be shadowed by. */
const RESERVED = new Set(['recent']);

type Taken = (slug: string) => Promise<boolean>;
/** reserved: also refuse the path segments of RESERVED (post slugs). */
type SlugOptions = { reserved?: boolean };
const isReserved = (slug: string, opts: SlugOptions) =>
  Boolean(opts.reserved) && RESERVED.has(slug);

export const slugConflict = () =>
  conflict(`slug: ${SLUG_IN_USE}`, [{ path: 'slug', message: SLUG_IN_USE }]);

/**
 * The slug to store: the explicit one when it is free (409 otherwise), else one generated
 * from `source` with -2, -3... appended until free.
 */
export async function chooseSlug(
  explicit: string | undefined,
  source: string,
  taken: Taken,
  opts: SlugOptions = {},
): Promise<string> {
  if (explicit !== undefined) {
    await assertSlugFree(explicit, taken, opts);
    return explicit;
  }
  return uniqueSlug(slugify(source), async (s) => isReserved(s, opts) || (await taken(s)));
}

/** 400 for a reserved slug, 409 for one in use. */
export async function assertSlugFree(
  slug: string,
  taken: Taken,
  opts: SlugOptions = {},
): Promise<void> {
  if (isReserved(slug, opts)) throw validation('slug', 'This slug is reserved');
  if (await taken(slug)) throw slugConflict();
}

/** A unique-constraint violation (PostgreSQL 23505), possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs a write; a concurrent insert of the same slug becomes the same 409 as the pre-check. */
export async function withSlugConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw slugConflict();
    throw err;
  }
}
