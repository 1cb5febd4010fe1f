import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index';
import { inputProblems } from './input-rules';
import {
  DOLLARS,
  INT4,
  NUMERIC_7_2,
  TEXT_MESSAGE,
  decimal,
  decimalParam,
  integer,
  integerParam,
  text,
} from './primitives';

describe('text()', () => {
  const name = text().trim().min(1).max(10);

  it('refuses NUL and unpaired surrogates, wherever they are', () => {
    for (const bad of ['\u0000', 'a\u0000b', 'ab\ud800', '\udc00ab', 'a\udc00\ud800b']) {
      const result = name.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGE);
    }
  });

  it('accepts any other text, emoji and non-Latin scripts included', () => {
    for (const good of ['Ana', '  Zoë ', '画家', '🎨🖼️', 'tab\there', 'line\nbreak', '\u0001']) {
      expect(name.safeParse(good).success).toBe(true);
    }
  });

  it('keeps the messages given to it', () => {
    expect(text({ error: 'Name is required' }).safeParse(42).error?.issues[0]?.message).toBe(
      'Name is required',
    );
  });
});

describe('bounded numbers', () => {
  it('stay within their column', () => {
    const ordering = integer(INT4);
    expect(ordering.safeParse(INT4.max).success).toBe(true);
    expect(ordering.safeParse(INT4.min).success).toBe(true);
    expect(ordering.safeParse(INT4.max + 1).success).toBe(false);
    expect(ordering.safeParse(1e20).success).toBe(false);
    expect(ordering.safeParse(1.5).success).toBe(false);
    expect(decimal(NUMERIC_7_2).safeParse(100_000).success).toBe(false);
    expect(decimal(NUMERIC_7_2).safeParse(12.25).success).toBe(true);
  });

  it('read query and path values from text', () => {
    const id = integerParam(INT4, { min: 1 });
    expect(id.parse('12')).toBe(12);
    for (const bad of ['1e400', '-1', '0', 'abc', '99999999999', '0.5', 'Infinity']) {
      expect(id.safeParse(bad).success, bad).toBe(false);
    }
    expect(decimalParam(DOLLARS, { min: 0 }).parse('12.5')).toBe(12.5);
    expect(decimalParam(DOLLARS, { min: 0 }).safeParse('1e20').success).toBe(false);
  });

  it('use the messages given to them', () => {
    const year = integer(INT4, {
      min: 1000,
      max: 3000,
      error: 'Year must be a number',
      int: 'Year must be a whole number',
      tooSmall: 'Too early',
      tooBig: 'Too late',
    });
    const first = (v: unknown) => year.safeParse(v).error?.issues[0]?.message;
    expect(first('x')).toBe('Year must be a number');
    expect(first(1999.5)).toBe('Year must be a whole number');
    expect(first(999)).toBe('Too early');
    expect(first(99_999_999_999)).toBe('Too late');
  });

  it('refuse, when the module loads, bounds wider than the column', () => {
    expect(() => integer(INT4, { max: 2 ** 31 })).toThrow(RangeError);
    expect(() => decimal(DOLLARS, { min: -1e9 })).toThrow(RangeError);
  });
});

describe('inputProblems', () => {
  it('names each field that breaks the rules', () => {
    const schema = z.object({
      ok: text().trim().max(5),
      plain: z.string(),
      count: z.number().int(),
      nested: z.array(z.object({ free: z.record(z.string(), z.unknown()) })),
      piped: text().pipe(z.email()),
      preprocessed: z.preprocess((v) => v, z.string()),
    });
    expect(inputProblems(schema)).toEqual([
      'plain: a string not built with text() (NUL and broken Unicode get through)',
      'count: a number not bounded to its column (use integer() or decimal())',
      'nested.0.free.(key): a string not built with text() (NUL and broken Unicode get through)',
      'nested.0.free.*: free JSON (unknown) is not accepted; give it a shape',
      'preprocessed: a string not built with text() (NUL and broken Unicode get through)',
    ]);
  });

  it('finds nothing wrong in the input schemas of the contract', () => {
    const inputs = Object.entries(schemas).filter(
      ([name, value]) =>
        value instanceof z.ZodType &&
        /(Input|Update|Create|Query|Param|Batch|Lines|Destination|Preferences)$/.test(name),
    );
    expect(inputs.length).toBeGreaterThan(30);
    for (const [name, schema] of inputs) {
      expect(inputProblems(schema as z.ZodType), name).toEqual([]);
    }
  });
});

describe('SubscriberPreferences', () => {
  it('is the topics chosen, each once, from the known ones', () => {
    expect(
      schemas.SubscriberPreferences.parse({ topics: ['studio_news', 'new_work', 'studio_news'] }),
    ).toEqual({ topics: ['new_work', 'studio_news'] });
    expect(schemas.SubscriberPreferences.parse({ topics: [] })).toEqual({ topics: [] });
  });

  it('refuses unknown topics, unknown keys and anything nested', () => {
    for (const bad of [
      { topics: ['sales'] },
      { topics: 'new_work' },
      { studio: true },
      { topics: [], extra: { deep: {} } },
      {},
      [],
      'new_work',
    ]) {
      expect(schemas.SubscriberPreferences.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
