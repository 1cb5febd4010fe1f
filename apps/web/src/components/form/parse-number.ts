/**
 * A number typed in a text box: '' is "not set" (null); "1,200" and "$1200" are 1200; anything
 * else stays text so the schema answers with its own message ("Price must be a number").
 */
export function parseNumber(raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return raw;
  const text = String(raw)
    .trim()
    .replace(/[\s,$]/g, '');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}
