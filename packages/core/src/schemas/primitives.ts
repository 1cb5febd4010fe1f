import { z } from 'zod';
import { plainIssueMessage } from './issue-messages';

// In the browser the pages run under a CSP without 'unsafe-eval': zod must not probe
// `new Function` to compile its parsers (Chrome reports the probe as a CSP violation).
// A check without a message of its own speaks plainly, naming its field (decision 050).
// Here because every schema module imports this one first.
z.config({ customError: plainIssueMessage, ...('document' in globalThis && { jitless: true }) });

/*
 * The building blocks of every input schema (decision 023). A value that passes them can be
 * stored: PostgreSQL refuses NUL in text and unpaired surrogates in JSON, and answers an
 * error for a number beyond its column. `inputProblems` (input-rules.ts) checks at startup
 * that every route's input is built from them.
 */

/** Ranges of the column types numbers end up in. */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/** numeric(7,2): artwork width and height in inches. */
export const NUMERIC_7_2 = { min: -99_999.99, max: 99_999.99 } as const;
/** Whole US dollars whose cents fit an int4 column (price_cents and every *_cents). */
export const DOLLARS = { min: -21_474_836, max: 21_474_836 } as const;

export type ColumnRange = { readonly min: number; readonly max: number };

/** Any text but NUL, with every surrogate paired (what UTF-8, and so PostgreSQL, can hold). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern refuses.
const STORABLE = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';

/** The one check every input string carries; input-rules.ts looks for this very object. */
export const storableText = z.regex(STORABLE, { error: TEXT_MESSAGE });

/**
 * Every string the API accepts starts here, e.g. `text().trim().min(1).max(120)`. Formats
 * are piped after it: `text().trim().pipe(z.email())`.
 */
export const text = (params?: { error?: string }) => z.string(params).check(storableText);

export interface NumberOptions {
  /** Narrower than the column's range; defaults to it. */
  min?: number;
  max?: number;
  /** Messages: not a number, not whole, below `min`, above `max`. */
  error?: string;
  int?: string;
  tooSmall?: string;
  tooBig?: string;
}

function bounds(column: ColumnRange, o: NumberOptions) {
  const min = o.min ?? column.min;
  const max = o.max ?? column.max;
  // A programming error, caught when the schema module loads.
  if (min < column.min || max > column.max || min > max)
    throw new RangeError(
      `[${min}, ${max}] does not fit the column range [${column.min}, ${column.max}]`,
    );
  return { min, max };
}

function bounded<T extends z.ZodNumber | z.ZodCoercedNumber>(
  base: T,
  column: ColumnRange,
  o: NumberOptions,
  whole: boolean,
): T {
  const { min, max } = bounds(column, o);
  const typed = whole ? (base.int({ error: o.int }) as T) : base;
  return typed.min(min, { error: o.tooSmall }).max(max, { error: o.tooBig }) as T;
}

/** A whole number stored in a column of `column`'s range (INT4, DOLLARS). */
export const integer = (column: ColumnRange, o: NumberOptions = {}) =>
  bounded(z.number({ error: o.error }), column, o, true);

/** A number with decimals stored in a column of `column`'s range (NUMERIC_7_2, DOLLARS). */
export const decimal = (column: ColumnRange, o: NumberOptions = {}) =>
  bounded(z.number({ error: o.error }), column, o, false);

/** `integer` read from a path segment or a query string, where numbers arrive as text. */
export const integerParam = (column: ColumnRange, o: NumberOptions = {}) =>
  bounded(z.coerce.number({ error: o.error }), column, o, true);

/** The messages of a positive INT4 id named `name` (a body field or a path segment). */
const idMessages = (name: string): NumberOptions => ({
  min: 1,
  error: `${name} must be a number`,
  int: `${name} must be a whole number`,
  tooSmall: `${name} must be a positive number`,
  tooBig: `${name} is out of range`,
});

/** A row's id sent in a body (`artwork_id`), named in its messages. */
export const positiveId = (name: string) => integer(INT4, idMessages(name));

/** A row's id read from a path segment ("12"), rejecting "abc", "0" and "-3". */
export const positiveIdParam = (name: string) => integerParam(INT4, idMessages(name));

/** `decimal` read from a path segment or a query string. */
export const decimalParam = (column: ColumnRange, o: NumberOptions = {}) =>
  bounded(z.coerce.number({ error: o.error }), column, o, false);
