import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { integer, INT4, text } from './primitives';
import { issueFragment } from './issue-messages';

const messages = (schema: z.ZodType, value: unknown, error?: typeof issueFragment) =>
  schema.safeParse(value, error && { error }).error?.issues.map((i) => i.message);

describe('the words of a check without a message of its own', () => {
  const Form = z.object({
    shipping_address: z.object({ postal_code: text().trim().min(1).max(20) }),
    amount: integer(INT4, { min: 1, max: 1_000_000 }),
    note: text().max(2000).optional(),
    email: text().pipe(z.email()),
  });
  const bad = {
    shipping_address: { postal_code: '' },
    amount: 2.5,
    note: 'x'.repeat(2001),
    email: 'not an address',
  };

  it('names the field by its key in the API’s messages', () => {
    expect(messages(Form, bad)).toEqual([
      'Postal code is required',
      'Amount must be a whole number',
      'Note must be 2,000 characters or fewer',
      'Email must be an email address, like name@example.com',
    ]);
    expect(messages(Form, { ...bad, amount: Number.NaN })).toContain('Amount must be a number');
    expect(messages(Form, { ...bad, amount: 0 })).toContain('Amount must be at least 1');
    expect(messages(Form, { ...bad, amount: undefined })).toContain('Amount is required');
  });

  it('gives forms the predicate, for the label to complete', () => {
    expect(messages(Form, bad, issueFragment)).toEqual([
      'is required',
      'must be a whole number',
      'must be 2,000 characters or fewer',
      'must be an email address, like name@example.com',
    ]);
  });

  it('leaves a check’s own message alone', () => {
    expect(messages(text().min(1, { error: 'Title is required' }), '', issueFragment)).toEqual([
      'Title is required',
    ]);
  });
});
