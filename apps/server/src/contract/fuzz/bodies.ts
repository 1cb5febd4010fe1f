import fc from 'fast-check';
import { deepJson, hostileString, toJson } from './hostile';
import type { ApiOperation } from './openapi';
import { bodyValue, valueOf, type Known } from './values';

/** Bytes to upload: real images (a tall one among them), broken ones, garbage. */
export interface Samples {
  images: Buffer[];
}

/**
 * How hostile one request is: `clean` ones look like the web app's (so the fuzzer reaches the
 * services and the database), `mutated` ones carry about one bad value, `chaos` ones are bad
 * throughout.
 */
export type Level = 'clean' | 'mutated' | 'chaos';

/** A multipart body with `bytes` in the field `field`. */
function multipart(field: string, bytes: Buffer, boundary = 'fuzzboundary') {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export type Body = { payload: string | Buffer | undefined; contentType?: string };
const json = (value: unknown): Body => ({
  payload: toJson(value),
  contentType: 'application/json',
});

/** An upload as the admin's form sends it (clean), or in the wrong field, or of bytes. */
const upload = (samples: Samples, clean = false): fc.Arbitrary<Body> =>
  fc
    .tuple(
      clean ? fc.constant('image') : fc.constantFrom('image', 'file', 'image[]'),
      clean
        ? fc.constantFrom(...samples.images)
        : fc.oneof(
            fc.constantFrom(...samples.images),
            fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
          ),
    )
    .map(([field, bytes]) => ({
      payload: multipart(field, bytes),
      contentType: 'multipart/form-data; boundary=fuzzboundary',
    }));

/** Every way a body may come: JSON valid or not, other content types, none, too large. */
export function body(
  op: ApiOperation,
  known: Known,
  samples: Samples,
  level: Level,
): fc.Arbitrary<Body> {
  const reads = op.method !== 'GET';
  const multipartRoute = reads && op.body === undefined;
  if (level === 'clean') {
    if (multipartRoute) return upload(samples, true);
    return op.body
      ? valueOf(op.body, { hostileEvery: 0, known }).map(json)
      : fc.constant({ payload: undefined });
  }
  const malformed = fc
    .tuple(valueOf(op.body, { hostileEvery: 0, known }), fc.nat())
    .map(([value, cut]): Body => {
      const text = toJson(value);
      return {
        payload: text.slice(0, cut % Math.max(text.length, 1)),
        contentType: 'application/json',
      };
    });
  const otherType = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=utf-16',
        'multipart/form-data',
        'multipart/form-data; boundary=fuzzboundary',
      ),
      fc.oneof(fc.string({ maxLength: 50 }), hostileString),
    )
    .map(([contentType, payload]): Body => ({ payload, contentType }));
  return fc.oneof(
    { weight: reads ? 1 : 8, arbitrary: fc.constant<Body>({ payload: undefined }) },
    { weight: 1, arbitrary: fc.constant<Body>({ payload: '', contentType: 'application/json' }) },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: deepJson.map(json) },
    { weight: 1, arbitrary: otherType },
    { weight: multipartRoute ? 8 : 1, arbitrary: upload(samples) },
    { weight: reads ? 8 : 0, arbitrary: bodyValue(op.body, known).map(json) },
    {
      weight: reads ? 1 : 0,
      arbitrary: fc.constant<Body>({
        payload: `"${'x'.repeat(1_100_000)}"`,
        contentType: 'application/json',
      }),
    },
  );
}
