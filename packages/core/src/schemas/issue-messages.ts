import type { z } from 'zod';

/*
 * The words of a check that has no message of its own (decision 050). zod's defaults are a
 * developer's ("Too big: expected string to have <=2000 characters", "Invalid input: expected
 * number, received NaN"); the artist and the buyer read these instead.
 *
 * `issueFragment` is the predicate of a sentence whose subject is the field ("must be a
 * number"): a form puts the field's label in front (components/form's `fieldMessage`), so the
 * message names the field as the screen does. `plainIssueMessage` is the whole sentence for
 * the API's error envelope, its subject made from the field's key ("Note must be …").
 */

type Issue = z.core.$ZodRawIssue;

const count = (n: number | bigint) => Number(n).toLocaleString('en-US');

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const n = Number(issue.minimum);
  const atLeast = issue.inclusive !== false;
  if (issue.origin === 'string')
    return n <= 1 ? 'is required' : `must be at least ${count(n)} characters`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return n <= 1 ? 'needs at least one' : `needs at least ${count(n)}`;
  return atLeast ? `must be at least ${count(n)}` : `must be more than ${count(n)}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const n = Number(issue.maximum);
  const atMost = issue.inclusive !== false;
  if (issue.origin === 'string') return `must be ${count(n)} characters or fewer`;
  if (issue.origin === 'array' || issue.origin === 'set') return `can have at most ${count(n)}`;
  return atMost ? `must be ${count(n)} or less` : `must be less than ${count(n)}`;
}

const FORMATS: Record<string, string> = {
  email: 'must be an email address, like name@example.com',
  url: 'must be a web address starting with https://',
  datetime: 'must be a date and time',
  date: 'must be a date',
};

/** The predicate for a field's issue, lower case, ready to follow the field's name. */
export function issueFragment(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'is required';
      // `.int()` reports a number with decimals as "expected int".
      if (issue.expected === 'int' && typeof issue.input === 'number')
        return 'must be a whole number';
      if (issue.expected === 'number' || issue.expected === 'int') return 'must be a number';
      if (issue.expected === 'boolean') return 'must be on or off';
      if (issue.expected === 'date') return 'must be a date';
      return 'is not filled in as expected';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? 'must be a whole number' : 'is not a step allowed';
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'is not in the expected form';
    case 'invalid_value':
      return 'must be one of the choices offered';
    default:
      return 'is not valid';
  }
}

/** "shipping_address.postal_code" → "Postal code": the last key, as words. */
export function fieldNameOf(path: ReadonlyArray<PropertyKey> | undefined): string {
  const last = [...(path ?? [])].reverse().find((key) => typeof key === 'string');
  if (!last) return 'This value';
  const words = last.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The whole sentence for the API: the field's key as words, then the predicate. */
export const plainIssueMessage = (issue: Issue): string =>
  `${fieldNameOf(issue.path)} ${issueFragment(issue)}`;
