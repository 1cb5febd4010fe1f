import fc from 'fast-check';
import type { ApiOperation, JsonSchema } from './openapi';
import { requestPath } from './openapi';
import { body, type Level, type Samples } from './bodies';
import { hostileFor, hostileString, toJson } from './hostile';
import { valueOf, type Known } from './values';

export type { Samples } from './bodies';

export type Auth = 'none' | 'admin' | 'wrong';

export interface FuzzRequest {
  method: ApiOperation['method'];
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  remoteAddress: string;
}

/** Path segments that are not what the route expects, sent without encoding them. */
const RAW_SEGMENTS = [
  '%00',
  '%E0%A4%A',
  '..',
  '.',
  '%2e%2e%2f',
  '-1',
  '1e400',
  '0x1F',
  '%20',
  '%ff',
];

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three
 * bytes a careless client would write (WTF-8), for the server to refuse.
 */
export function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0xd800 || cp > 0xdfff) out += encodeURIComponent(char);
    else
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
  }
  return out;
}

const scalar = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : toJson(value);

function pathValue(name: string, schema: JsonSchema | undefined, known: Known, level: Level) {
  const existing = known[name]?.length ? [fc.constantFrom(...known[name]!)] : [];
  const valid = fc.oneof(...existing, valueOf(schema, { hostileEvery: 0, known }).map(scalar));
  if (level === 'clean') return valid.map(encode);
  return fc.oneof(
    { weight: level === 'mutated' ? 6 : 1, arbitrary: valid.map(encode) },
    { weight: 2, arbitrary: hostileFor(schema, true).map(scalar).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

/** `?a=1&b=...`: declared parameters (valid or hostile), unknown ones, repeats, raw bytes. */
function queryString(op: ApiOperation, known: Known, level: Level): fc.Arbitrary<string> {
  const every = level === 'mutated' ? op.queryParams.length + 1 : 2;
  const declared = op.queryParams.map((p) => {
    const valid = valueOf(p.schema, { hostileEvery: 0, known }).map(scalar);
    const value =
      level === 'clean'
        ? valid
        : fc.oneof(
            { weight: every - 1, arbitrary: valid },
            { weight: 1, arbitrary: hostileFor(p.schema, true).map(scalar) },
          );
    return fc.option(
      value.map((v) => [`${p.name}=${encode(v)}`]),
      { nil: [] as string[], freq: 2 },
    );
  });
  const extra = fc.array(
    fc.oneof(
      fc
        .tuple(fc.string({ maxLength: 10 }), hostileString)
        .map(([k, v]) => `${encode(k)}=${encode(v)}`),
      fc.constantFrom(
        'limit=1&limit=2',
        'search=%00',
        'a[b]=c',
        '%E0%A4%A=1',
        'offset=1e400',
        '=',
        '&&',
        '__proto__[x]=1',
      ),
    ),
    { maxLength: level === 'clean' ? 0 : 2 },
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([parts, more]) => {
    const all = [...parts.flat(), ...more];
    return all.length ? `?${all.join('&')}` : '';
  });
}

const ipv4 = fc
  .tuple(
    fc.integer({ min: 1, max: 223 }),
    fc.nat(255),
    fc.nat(255),
    fc.integer({ min: 1, max: 254 }),
  )
  .map((parts) => parts.join('.'));

const previewToken = fc.option(
  fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('preview.abc.def', '.', '..')),
  { freq: 4 },
);

function requestsAt(op: ApiOperation, known: Known, samples: Samples, level: Level) {
  const params = op.pathParams.map((p) =>
    pathValue(p.name, p.schema, known, level).map((v) => [p.name, v] as const),
  );
  return fc
    .record({
      params: fc.tuple(...params),
      query: queryString(op, known, level),
      body: body(op, known, samples, level),
      auth: op.admin
        ? fc.constantFrom<Auth>('none', 'admin', 'admin', 'admin', 'wrong')
        : fc.constantFrom<Auth>('none', 'none', 'admin', 'wrong'),
      previewToken: level === 'clean' ? fc.constant(null) : previewToken,
      remoteAddress: ipv4,
    })
    .map(({ params: values, query, body: b, auth, previewToken: preview, remoteAddress }) => {
      const byName = Object.fromEntries(values);
      const headers: Record<string, string> = {};
      if (b.contentType) headers['content-type'] = b.contentType;
      // Header values travel as bytes: only printable ASCII reaches a server anyway.
      if (preview !== null) headers['x-preview-token'] = preview.replace(/[^\x20-\x7e]/g, '');
      return {
        method: op.method,
        url: `${requestPath(op.path, (name) => byName[name] ?? '')}${query}`,
        auth,
        headers,
        payload: b.payload,
        remoteAddress,
      };
    });
}

/** Requests to one operation: its path, query and body, valid or hostile, with or without the token. */
export const requestsFor = (op: ApiOperation, known: Known, samples: Samples) =>
  fc.oneof(
    { weight: 2, arbitrary: requestsAt(op, known, samples, 'clean') },
    { weight: 3, arbitrary: requestsAt(op, known, samples, 'mutated') },
    { weight: 2, arbitrary: requestsAt(op, known, samples, 'chaos') },
  );
