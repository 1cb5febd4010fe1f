import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type Route = Parameters<FastifySchemaCompiler<unknown>>[0] & { httpStatus?: string };

/**
 * The writer of each response schema's JSON, compiled from the zod schema once per process:
 * schemas are constants of core, shared by every app a test suite builds, so a WeakMap by
 * schema keeps one writer for all of them. `null`: the schema has no JSON Schema form.
 */
const compiled = new WeakMap<object, Serialize | null>();

/**
 * The JSON Schema without `additionalProperties: false`. fast-json-stringify writes only the
 * properties a schema names either way; but inside `anyOf` (every nullable object, such as an
 * image's metadata) it picks the branch by validating the value, and a value with one field
 * more would match no branch and fail, where zod drops the field. Without the keyword, it drops
 * it too.
 */
function allowingMore(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowingMore);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowingMore(value)]),
  );
}

function compiledWriter(schema: z.ZodType): Serialize | null {
  let writer = compiled.get(schema);
  if (writer === undefined) {
    try {
      // io 'output': the shape the handler hands over. A transform, a date or anything else a
      // JSON Schema cannot say throws here, and that route keeps zod's own serializer.
      const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
      writer = fastJson(allowingMore(json) as Parameters<typeof fastJson>[0]);
    } catch {
      writer = null;
    }
    compiled.set(schema, writer);
  }
  return writer;
}

/**
 * Fastify's serializer compiler for the zod response schemas (decision 030, "Later: answers
 * written by a compiled serializer"). zod's own (`fastify-type-provider-zod`) checks every
 * field of every answer against the schema and copies it, then `JSON.stringify` writes the copy:
 * about a quarter of an uncached list's time. Here the schema is compiled, once, into a
 * fast-json-stringify writer, the serializer Fastify itself uses for JSON Schemas: it writes
 * only the properties the schema names (no stray field of a row reaches a visitor, as before)
 * and no copy is made.
 *
 * `verify` (every environment but production, so every test) writes each answer both ways and
 * fails on any difference, and on anything zod refuses: the whole test suite proves the
 * compiled writer gives zod's bytes, and a handler that returns the wrong shape still fails
 * its tests. Compiling waits for a route's first answer, so a test pays only for its routes.
 */
export function responseSerializerCompiler({ verify }: { verify: boolean }) {
  return (route: Route): Serialize => {
    const bySchema = zodSerializerCompiler(route as never) as Serialize;
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) return bySchema;
    return (data) => {
      const writer = compiledWriter(schema);
      if (!writer) return bySchema(data);
      const written = writer(data);
      if (verify) {
        const expected = bySchema(data);
        if (written !== expected) {
          // Where, not what: an answer may hold a token or a buyer's address, and errors are logged.
          let at = 0;
          while (written[at] === expected[at]) at++;
          throw new Error(
            `the compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) differs from zod's at character ${at}`,
          );
        }
      }
      return written;
    };
  };
}
