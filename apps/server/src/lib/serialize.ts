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
