import { Column, is, SQL } from 'drizzle-orm';

/** A selected field as drizzle's prepared query lists it: where its value goes, what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's prepared query (pg and PGlite alike) that map its rows. */
interface MappedQuery {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** How drizzle finds a field's decoder (its `mapResultRow`), done once instead of per value. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // `decoder` is drizzle's own, left out of its public types.
  const decoderOfSql = (sqlOf: SQL) => (sqlOf as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoderOfSql(field);
  const wrapped = field as { _?: { sql: SQL }; sql?: SQL };
  return decoderOfSql((wrapped._?.sql ?? wrapped.sql)!);
}

/** A column whose driver value is its value (text, integers, booleans, JSON): nothing to call. */
const unchanged = Column.prototype.mapFromDriverValue;

/**
 * Maps a prepared select's rows with each field's decoder found once, when the statement is
 * built, rather than by drizzle's `mapResultRow`, which finds it again for every value of every
 * row (`is()` walks the field's class chain) and builds each row through `reduce` and path
 * iterators: on the artwork list, uncached, that was a tenth of the server's CPU a request
 * (decision 030, "Later: rows mapped by decoders found once"). The same values come out: each
 * field under its name, null as null, the rest through the field's own `mapFromDriverValue`.
 *
 * Only for a flat selection (every path one name): a nested one (a table selected as an object
 * beside a left join) keeps drizzle's mapping, which also makes such an object null when its
 * join found nothing. Returns whether the rows are now mapped this way.
 */
export function mapFlatRows(prepared: unknown): boolean {
  const query = prepared as MappedQuery;
  const fields = query.fields;
  if (!fields || query.customResultMapper || fields.some(({ path }) => path.length !== 1))
    return false;
  const names = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => {
    const decoder = decoderOf(field);
    return decoder.mapFromDriverValue === unchanged ? null : decoder;
  });
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) {
        const value = row[i];
        const decoder = decoders[i];
        result[names[i]!] =
          value === null ? null : decoder ? decoder.mapFromDriverValue(value) : value;
      }
      return result;
    });
  return true;
}
