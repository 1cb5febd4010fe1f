/**
 * What a page's URL asks for is read the same way by the page in the browser and by the server
 * answering it (gallery-params.ts, blog-params.ts): bad values fall back to the defaults.
 */

/** ?page=abc, ?page=0 and a missing page all mean the first page. */
export function pageNumber(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The limit and offset of a 1-based page of `size` items. */
export const pageWindow = (page: number, size: number) => ({
  limit: size,
  offset: (page - 1) * size,
});
