import { describe, expect, it } from 'vitest';
import { Slug } from '../schemas/common';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Light on the Water — Study #2', 'light-on-the-water-study-2'],
    ['  Café Terrace, Évening  ', 'cafe-terrace-evening'],
    ['Notes from the Studio!!', 'notes-from-the-studio'],
    ['***', 'untitled'],
    ['', 'untitled'],
  ])('%s -> %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('keeps at most 100 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(100);
  });

  it('always gives a slug the contract accepts', () => {
    for (const text of ['Ünïcödé  text', '--a--b--', 'Spring 2026: New Work']) {
      expect(Slug.safeParse(slugify(text)).success).toBe(true);
    }
  });
});
