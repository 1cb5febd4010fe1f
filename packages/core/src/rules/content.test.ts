import { describe, expect, it } from 'vitest';
import { metaDescription, pageTitle, postDate, readingTime, shareDescription } from './content';

describe('readingTime', () => {
  it('counts words of the text, not the markup, at 200 a minute, rounded up', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    expect(readingTime(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingTime(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingTime(`<p class="lead">${words(150)}</p><p>${words(250)}</p>`)).toBe(2);
  });
  it('splits words separated only by tags and ignores entities as words', () => {
    expect(readingTime('<p>one</p><p>two</p>&nbsp;')).toBe(1);
  });
  it('is at least 1 minute', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime(null)).toBe(1);
  });
});

describe('metaDescription', () => {
  it('cuts the excerpt to 155 characters and adds "..."', () => {
    const excerpt = 'x'.repeat(200);
    expect(metaDescription(excerpt, 'T', [], 3)).toBe(`${'x'.repeat(155)}...`);
    expect(metaDescription('Short one', 'T', [], 3)).toBe('Short one...');
  });
  it('builds a sentence without an excerpt', () => {
    expect(metaDescription(null, 'Painting light', ['Process', 'Studio', 'Travel'], 4)).toBe(
      'Painting light: a 4 minute read about Process, Studio and Travel.',
    );
    expect(metaDescription('  ', 'Painting light', ['Process'], 1)).toBe(
      'Painting light: a 1 minute read about Process.',
    );
    expect(metaDescription(undefined, 'Notes', [], 2)).toBe('Notes: a 2 minute read.');
  });
});

describe('postDate', () => {
  const created_at = '2024-01-01T00:00:00Z';
  it('prefers published_date, then published_at, then created_at', () => {
    expect(postDate({ published_date: '2024-03-01', published_at: '2024-02-01', created_at })).toBe(
      '2024-03-01',
    );
    expect(postDate({ published_date: null, published_at: '2024-02-01', created_at })).toBe(
      '2024-02-01',
    );
    expect(postDate({ published_date: null, published_at: null, created_at })).toBe(created_at);
  });
});

describe('pageTitle and shareDescription', () => {
  it('adds the site suffix, or shows the site name alone', () => {
    expect(pageTitle('Winter Light', 'Elena Marsh')).toBe('Winter Light | Elena Marsh');
    expect(pageTitle('  ', 'Elena Marsh')).toBe('Elena Marsh');
    expect(pageTitle(null, 'Elena Marsh')).toBe('Elena Marsh');
  });
  it('uses the excerpt or quotes the title', () => {
    expect(shareDescription('A short note.', 'Winter Light')).toBe('A short note.');
    expect(shareDescription(null, 'Winter Light')).toBe(
      'Read "Winter Light" on the artist\'s blog.',
    );
  });
});
