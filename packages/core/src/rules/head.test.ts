import { describe, expect, it } from 'vitest';
import type { PageContent } from '../schemas/page-content';
import { aboutHead, artworkDescription, galleryHead, homeHead, shortDescription } from './head';

const content = (fields: Partial<PageContent>): PageContent => ({
  page: 'x',
  meta_title: null,
  meta_description: null,
  hero_heading: null,
  hero_subheading: null,
  welcome_heading: null,
  welcome_text: null,
  title: null,
  artist_bio: null,
  artist_statement: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('page heads', () => {
  it('home: page content, else the fallbacks', () => {
    expect(homeHead(content({ meta_title: ' Mine ', meta_description: 'Desc' }), 'Ann')).toEqual({
      title: 'Mine',
      description: 'Desc',
    });
    expect(homeHead(null, 'Ann').title).toBe('Ann | Original Oil Paintings');
  });

  it('about: the bio’s first words when no description is set; empty HTML is missing', () => {
    expect(
      aboutHead(content({ title: 'About Ann', artist_bio: `<p>${'word '.repeat(50)}</p>` }), 'Ann'),
    ).toEqual({
      title: 'About Ann | Ann',
      description: `${'word '.repeat(31).trim()}...`,
    });
    expect(aboutHead(content({ artist_bio: '<p></p>' }), 'Ann').description).toBe(
      'About Ann, contemporary oil painter: biography, artist statement and studio.',
    );
  });

  it('artwork: the notes as text, else title, medium and year', () => {
    const base = {
      title: 'Tide',
      material: 'Oil',
      substrate: 'Linen',
      year_created: 2024,
      artist_comments: null,
    };
    expect(artworkDescription(base)).toBe('Tide, Oil on Linen, 2024.');
    expect(artworkDescription({ ...base, artist_comments: '<p>Cold &amp; bright.</p>' })).toBe(
      'Cold & bright.',
    );
  });

  it('gallery: the collection’s name and description when one is chosen', () => {
    expect(galleryHead({ name: 'Seas', description: null }, 'Ann')).toEqual({
      title: 'Seas – Artwork | Ann',
      description: 'Original oil paintings by Ann, available to buy framed or unframed.',
    });
  });

  it('cuts long text at 155 characters with "..."', () => {
    expect(shortDescription('a'.repeat(200))).toBe(`${'a'.repeat(155)}...`);
    expect(shortDescription(' short  text ')).toBe('short text');
  });
});
