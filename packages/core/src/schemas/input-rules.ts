import type { z } from 'zod';
import { isNoBody } from './common';
import { INT4, storableText } from './primitives';

/** The parts of zod's internal definition the walk reads (zod 4's `_zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  items?: Schema[];
  rest?: Schema | null;
}
interface CheckDef {
  check: string;
  value?: number;
  format?: string;
}
type Schema = { _zod: { def: Def } };

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);
const LEAVES = new Set(['enum', 'literal', 'boolean', 'null', 'undefined', 'never', 'transform']);
const FORMAT_RANGES: Record<string, [number, number]> = {
  int32: [INT4.min, INT4.max],
  uint32: [0, 4_294_967_295],
};

/** The range a number schema's checks allow (infinite when a side is open). */
function numberRange(def: Def): [number, number] {
  let min = -Infinity;
  let max = Infinity;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'greater_than' && c.value !== undefined) min = Math.max(min, c.value);
    if (c.check === 'less_than' && c.value !== undefined) max = Math.min(max, c.value);
    const range = c.check === 'number_format' && c.format ? FORMAT_RANGES[c.format] : undefined;
    if (range) [min, max] = [Math.max(min, range[0]), Math.min(max, range[1])];
  }
  return [min, max];
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function visit(schema: Schema, path: string, out: string[]): void {
  if (isNoBody(schema)) return;
  const def = schema._zod.def;
  const where = path || '(the whole value)';
  if (WRAPPERS.has(def.type)) return visit(def.innerType!, path, out);
  if (LEAVES.has(def.type)) return;
  switch (def.type) {
    case 'string':
      if (!def.checks?.some((c) => (c as unknown) === storableText))
        out.push(`${where}: a string not built with text() (NUL and broken Unicode get through)`);
      return;
    case 'number': {
      const [min, max] = numberRange(def);
      if (!(min >= INT4.min && max <= INT4.max))
        out.push(`${where}: a number not bounded to its column (use integer() or decimal())`);
      return;
    }
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {}))
        visit(value, join(path, key), out);
      // A passthrough object's extra keys are never read: only a typed catchall is walked.
      if (def.catchall && def.catchall._zod.def.type !== 'unknown')
        visit(def.catchall, join(path, '*'), out);
      return;
    case 'array':
      return visit(def.element!, join(path, '0'), out);
    case 'tuple':
      def.items?.forEach((item, i) => visit(item, join(path, String(i)), out));
      if (def.rest) visit(def.rest, join(path, '*'), out);
      return;
    case 'record':
      visit(def.keyType!, join(path, '(key)'), out);
      return visit(def.valueType!, join(path, '*'), out);
    case 'union':
      return def.options?.forEach((option) => visit(option, path, out));
    case 'intersection':
      visit(def.left!, path, out);
      return visit(def.right!, path, out);
    case 'pipe':
      // What comes out of a checked schema is checked; after a preprocess, the target reads raw input.
      visit(def.in!, path, out);
      if (def.in!._zod.def.type === 'transform') visit(def.out!, path, out);
      return;
    case 'unknown':
    case 'any':
      out.push(`${where}: free JSON (${def.type}) is not accepted; give it a shape`);
      return;
    default:
      out.push(`${where}: ${def.type} is not an input type the rules know`);
  }
}

/**
 * Where an input schema breaks the input rules (decision 023): a string not built with
 * `text()`, a number not bounded to a column's range, or free JSON. Empty when none.
 */
export function inputProblems(schema: z.ZodType): string[] {
  const out: string[] = [];
  visit(schema as unknown as Schema, '', out);
  return out;
}
