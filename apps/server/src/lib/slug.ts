/** One slug rule for the server and the admin's editor (it previews the slug as you type). */
export { slugify } from '@atelier/core';

/** Adds -2, -3... until `taken` says the slug is free. */
export async function uniqueSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  let candidate = base;
  for (let n = 2; await taken(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}
