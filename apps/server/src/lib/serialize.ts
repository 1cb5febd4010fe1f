/** Dates leave the API as ISO strings. */
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The pagination object of every offset-based list (docs/server-conventions.md). */
export function pagination(total: number, limit: number, offset: number) {
  return {
    total,
    pages: Math.ceil(total / limit),
    page: Math.floor(offset / limit) + 1,
    limit,
    offset,
  };
}

/**
 * One page of an offset-based list: `read` gets the page's limit and offset and answers the
 * page's rows and the list's total; the pagination object is worked out from them.
 */
export async function readPage<R>(
  q: { page: number; limit: number },
  read: (limit: number, offset: number) => Promise<{ rows: R[]; total: number }>,
) {
  const offset = (q.page - 1) * q.limit;
  const { rows, total } = await read(q.limit, offset);
  return { rows, pagination: pagination(total, q.limit, offset) };
}
