/**
 * URL slug of a title or name: "Light on the Water — Study #2" -> "light-on-the-water-study-2".
 * Shared so the admin's editor shows exactly the slug the server would generate. Accents are
 * dropped (é -> e); a text with no letters or digits gives "untitled".
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  return slug || 'untitled';
}
