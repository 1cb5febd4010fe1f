import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/** JSON text written as it is: nesting deeper than JSON.stringify (or light-my-request) takes. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Serialises a generated value; RawJson parts go in verbatim. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Text no field should store as it is, or that a parser might choke on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '%00',
    '%E0%A4%A',
    '../../../etc/passwd',
    '..%2F..%2F',
    '<script>alert(1)</script>',
    "'; drop table artworks; --",
    '\\',
    '%',
    '_',
    '__proto__',
    'constructor',
    '\u202e\u0301',
    '',
    ' ',
    '\r\n',
    'null',
    '🎨'.repeat(3000),
    'a'.repeat(70_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000`),
);

/** Numbers beyond every column, and the edges of the ones we use. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1e20,
    -1e20,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 31 - 1,
    99_999_999_999,
    2 ** 53 + 2,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Numbers as text (query strings and paths): what JSON cannot carry, too. */
const hostileNumeral: fc.Arbitrary<string> = fc.oneof(
  hostileNumber.map(String),
  fc.constantFrom('1e400', '-1e400', 'NaN', 'Infinity', '0x10', '1_000', '١٢', '9'.repeat(400)),
);

/** Nesting far deeper than any shape we accept. */
export const deepJson: fc.Arbitrary<RawJson> = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    return new RawJson(`${open.repeat(depth)}1${close.repeat(depth)}`);
  });

/** Any value of the wrong type, size or depth. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
  deepJson,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.constant(new RawJson('{"__proto__":{"admin":true}}')),
);

/** A bad value for a field of this schema: its type's edge cases first, any other type too. */
export function hostileFor(schema: JsonSchema | undefined, asText = false): fc.Arbitrary<unknown> {
  const type = schema?.type ?? schema?.anyOf?.[0]?.type;
  const likely =
    type === 'integer' || type === 'number'
      ? asText
        ? hostileNumeral
        : hostileNumber
      : type === 'string'
        ? hostileString
        : type === 'array' || type === 'object'
          ? fc.oneof(deepJson, fc.constantFrom([], {}))
          : hostileValue;
  return fc.oneof({ weight: 4, arbitrary: likely }, { weight: 1, arbitrary: hostileValue });
}
