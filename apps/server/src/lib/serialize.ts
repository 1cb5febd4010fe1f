/** Dates leave the API as ISO strings. */
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Money is integer cents inside the server and whole dollars in the API. */
export const centsToDollars = (cents: number | null) =>
  cents === null ? null : Math.round(cents / 100);
export const dollarsToCents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? dollars : Math.round(dollars * 100);

/** Pagination object of ARCHITECTURE.md for offset-based lists. */
export function pagination(total: number, limit: number, offset: number) {
  return {
    total,
    pages: Math.ceil(total / limit),
    page: Math.floor(offset / limit) + 1,
    limit,
    offset,
  };
}
