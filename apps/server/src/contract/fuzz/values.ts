import fc from 'fast-check';
import { hostileFor, hostileValue } from './hostile';
import type { JsonSchema } from './openapi';

/** Values that exist in the database, by name: "id" (any row), "slug", "token", "page", "key"... */
export type Known = Record<string, string[]>;

/** Plausible values for fields the document only calls strings, so requests get further. */
const HINTS: Record<string, fc.Arbitrary<string>> = {
  email: fc
    .tuple(
      fc.stringMatching(/^[a-z][a-z0-9]{0,12}$/),
      fc.constantFrom('example.com', 'studio.test'),
    )
    .map(([user, domain]) => `${user}@${domain}`),
  // One coherent place (Maine) in most requests; the hostile ones vary it anyway.
  country: fc.constantFrom('US', 'US', 'US', 'GB'),
  region: fc.constantFrom('ME', 'ME', 'NY'),
  postal_code: fc.constantFrom('04843', '04843', '10001'),
  line1: fc.constantFrom('12 Harbor Road', '1 Main St'),
  city: fc.constantFrom('Camden', 'Portland'),
  key: fc.constantFrom('site_name', 'site_tagline', 'framing_enabled', 'tax_rate_percent'),
  name: fc.constantFrom('Ada Collector', 'Zoë', '画家'),
  message: fc.constantFrom('Would you paint our harbour at dusk?', 'A message long enough.'),
  phone: fc.constantFrom('+1 207 555 0100', '(207) 555-0100'),
  video_url: fc.constantFrom('https://www.youtube.com/watch?v=dQw4w9WgXcQ', '/uploads/v.mp4'),
  primary_image_url: fc.constantFrom('/uploads/a.webp', 'https://example.com/a.jpg'),
  thumbnail_url: fc.constantFrom('/uploads/a.webp', ''),
  featured_image_url: fc.constantFrom('/uploads/a.webp', ''),
  framed_image_url: fc.constantFrom('/uploads/a.webp', ''),
};

export interface ValueOptions {
  /** Each leaf is replaced by a bad value once in `hostileEvery` (0: never). */
  hostileEvery: number;
  /** Existing rows: fields named `*_id` (and items of `*_ids`) mostly take their ids. */
  known?: Known;
}

/** A field that names a row: mostly an existing id, so writes find what they point at. */
function idHint(key: string, o: ValueOptions): fc.Arbitrary<number> | undefined {
  const ids = o.known?.id;
  if (!ids?.length || !/(^|_)id$/.test(key)) return undefined;
  return fc.constantFrom(...ids.map(Number));
}

function hintFor(key: string, s: JsonSchema, o: ValueOptions): fc.Arbitrary<unknown> | undefined {
  if (s.type === 'string') return HINTS[key];
  if (s.type === 'integer') return idHint(key, o);
  if (s.type === 'array' && s.items?.type === 'integer')
    return idHint(key.replace(/ids$/, 'id'), o)?.map((id) => [id]);
  return undefined;
}

const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;
const exclusive = (flag: boolean | number | undefined) => flag === true;

/** The storable-text pattern every input string carries: it says nothing about the field. */
const isStorablePattern = (pattern: string) => pattern.includes('\\uD800');

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') return HINTS.email!;
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  const [min, max] = [s.minLength ?? 0, s.maxLength ?? Infinity];
  const patterns = [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].filter(
    (p): p is string => Boolean(p) && !isStorablePattern(p!),
  );
  if (patterns[0]) {
    try {
      // Repeated to the length asked (a filter could wait forever for a long enough match).
      return fc
        .stringMatching(new RegExp(patterns[0]))
        .map((v) =>
          (v.length >= min ? v : (v || 'a').repeat(Math.ceil(min / (v.length || 1)))).slice(0, max),
        );
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  const longest = Math.min(max, 40);
  return fc.string({ minLength: Math.min(min, longest), maxLength: longest });
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = Math.max(s.minimum ?? -1000, INT4_MIN);
  let max = Math.min(s.maximum ?? 1000, INT4_MAX);
  if (exclusive(s.exclusiveMinimum)) min += integer ? 1 : 0.01;
  if (exclusive(s.exclusiveMaximum)) max -= integer ? 1 : 0.01;
  if (min > max) return fc.constant(min);
  if (!integer) return fc.double({ min, max, noNaN: true });
  const small = fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 5), min) });
  return fc.oneof(small, fc.integer({ min, max }));
}

/**
 * Values shaped by a JSON schema of the document, mostly valid so requests get past the
 * first check; with `hostileEvery`, some leaves are bad instead.
 */
export const valueOf = (
  schema: JsonSchema | undefined,
  o: ValueOptions,
  depth = 0,
): fc.Arbitrary<unknown> => withHostile(shapedValue(schema ?? {}, o, depth), schema, o);

const withHostile = (
  shaped: fc.Arbitrary<unknown>,
  schema: JsonSchema | undefined,
  o: ValueOptions,
) =>
  o.hostileEvery
    ? fc.oneof(
        { weight: o.hostileEvery - 1, arbitrary: shaped },
        { weight: 1, arbitrary: hostileFor(schema) },
      )
    : shaped;

function shapedValue(s: JsonSchema, o: ValueOptions, depth: number): fc.Arbitrary<unknown> {
  const options = s.anyOf ?? s.oneOf;
  const base: fc.Arbitrary<unknown> = options
    ? fc.oneof(...options.map((option) => shapedValue(option, o, depth)))
    : s.allOf?.[0] && !s.type
      ? shapedValue(s.allOf[0], o, depth)
      : s.enum
        ? fc.constantFrom(...s.enum)
        : s.const !== undefined
          ? fc.constant(s.const)
          : typed(s, o, depth);
  return s.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function typed(s: JsonSchema, o: ValueOptions, depth: number): fc.Arbitrary<unknown> {
  switch (s.type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      // Mostly short: lists of ids or lines must not repeat one, and one is enough to go deep.
      const min = Math.min(s.minItems ?? 0, 5);
      const max = Math.max(Math.min(s.maxItems ?? 5, 5), min);
      const item = valueOf(s.items, o, depth + 1);
      return fc.oneof(
        { weight: 3, arbitrary: fc.array(item, { minLength: min, maxLength: Math.max(min, 1) }) },
        { weight: 1, arbitrary: fc.array(item, { minLength: min, maxLength: max }) },
      );
    }
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      if (depth > 6 || props.length === 0) return fc.constant({});
      return fc.record(
        Object.fromEntries(
          props.map(([key, value]) => {
            const hint = hintFor(key, value, o);
            return [key, hint ? withHostile(hint, value, o) : valueOf(value, o, depth + 1)];
          }),
        ),
        { requiredKeys: (s.required ?? []).filter((k) => s.properties?.[k]) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** How many values a schema holds: its leaves, counting a list's item once. */
export function leafCount(s: JsonSchema | undefined, depth = 0): number {
  if (!s || depth > 6) return 1;
  const options = s.anyOf ?? s.oneOf;
  if (options) return Math.max(...options.map((option) => leafCount(option, depth + 1)));
  if (s.type === 'array') return leafCount(s.items, depth + 1);
  if (s.type === 'object' && s.properties)
    return Object.values(s.properties).reduce((n, p) => n + leafCount(p, depth + 1), 0) || 1;
  return 1;
}

/**
 * A body for a schema: valid but for about one bad leaf (the case that reaches deepest),
 * bad in several places, of the wrong type altogether, or with extra fields.
 */
export function bodyValue(schema: JsonSchema | undefined, known: Known): fc.Arbitrary<unknown> {
  const aboutOne = leafCount(schema) + 1;
  return fc.oneof(
    { weight: 5, arbitrary: valueOf(schema, { hostileEvery: aboutOne, known }) },
    { weight: 2, arbitrary: valueOf(schema, { hostileEvery: 3, known }) },
    { weight: 1, arbitrary: hostileValue },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valueOf(schema, { hostileEvery: 0, known }),
          fc.dictionary(fc.string(), hostileValue, { maxKeys: 3 }),
        )
        .map(([value, extra]) =>
          value && typeof value === 'object' && !Array.isArray(value)
            ? { ...extra, ...value }
            : value,
        ),
    },
  );
}
