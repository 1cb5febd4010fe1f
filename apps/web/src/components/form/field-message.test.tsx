import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-message';

describe('fieldMessage', () => {
  it('completes a predicate with the field’s label, without its bracketed aside', () => {
    expect(fieldMessage('must be a number', 'Your price (USD)')).toBe(
      'Your price must be a number',
    );
    expect(fieldMessage('is required', 'Note to the buyer (optional)')).toBe(
      'Note to the buyer is required',
    );
  });

  it('leaves whole messages as they are', () => {
    expect(fieldMessage('Title is required', 'Title')).toBe('Title is required');
    expect(fieldMessage(undefined, 'Title')).toBeUndefined();
  });

  it('says "This field" when the label is not plain text', () => {
    expect(fieldMessage('is required', <b>Body</b>)).toBe('This field is required');
  });
});
