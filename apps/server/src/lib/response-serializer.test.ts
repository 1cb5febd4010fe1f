import { Artwork, listOf } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const Item = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().nullable(),
  tags: z.array(z.string()),
  image: z.object({ url: z.string(), width: z.number().int() }).nullable(),
  note: z.string().optional(),
});
const Answer = z.object({ data: z.array(Item) });

const compile = (schema: z.ZodType, verify: boolean) =>
  responseSerializerCompiler({ verify })({
    schema,
    method: 'GET',
    url: '/things',
    httpStatus: '200',
  });

// Strings JSON must escape (quotes, a backslash, control characters, a lone surrogate), one
// that only looks dangerous in HTML, and one beyond the Basic Multilingual Plane.
const awkward = ['say "hi"', 'a\\b', 'line\nbreak\ttab', 'lone \ud800 half', '</script>', '🎨 ok'];
const rows = awkward.map((title, i) => ({
  id: i + 1,
  title,
  price: i % 2 ? null : 1200.5,
  tags: [title, 'oil'],
  image: i % 2 ? null : { url: `/uploads/${i}.webp`, width: 1600, secret: 'stray' },
  password_hash: 'never shown',
  ...(i === 0 && { note: 'first' }),
}));

describe('responseSerializerCompiler', () => {
  it.each([true, false])(
    'writes the bytes zod writes, without a field the schema does not name (verify %s)',
    (verify) => {
      const written = compile(Answer, verify)({ data: rows });
      expect(written).toBe(JSON.stringify(z.encode(Answer, { data: rows } as never)));
      expect(JSON.parse(written).data[2]).toEqual({
        id: 3,
        title: 'line\nbreak\ttab',
        price: 1200.5,
        tags: ['line\nbreak\ttab', 'oil'],
        image: { url: '/uploads/2.webp', width: 1600 },
      });
      expect(written).not.toContain('never shown');
      expect(written).not.toContain('stray');
    },
  );

  it('writes an artwork list as zod does (the schema the gallery answers with)', () => {
    const artwork = {
      id: 7,
      title: 'Fog, "Pemaquid"',
      year_created: 2024,
      material: 'Oil',
      substrate: null,
      width: 24,
      height: 30.5,
      price: 1200,
      availability: 'available',
      primary_image_url: '/uploads/a.webp',
      thumbnail_url: '/uploads/a-400.webp',
      framed_image_url: null,
      primary_image: {
        url: '/uploads/a.webp',
        width: 2400,
        height: 1800,
        variants: [{ width: 800, url: '/uploads/a-800.webp', avif_url: '/uploads/a-800.avif' }],
        dominant_color: '#aabbcc',
        deep_zoom: null,
      },
      framed_image: null,
      artist_comments: null,
      accolades: ['Juried show, 2025'],
      collections: [{ id: 1, name: 'Coast' }],
      featured: true,
      is_public: true,
      offers_enabled: false,
      ordering: 3,
      created_at: '2026-11-27T10:00:00.000Z',
      updated_at: '2026-11-27T10:00:00.000Z',
    };
    const schema = listOf(Artwork);
    const answer = {
      data: [artwork, { ...artwork, id: 8, primary_image: null }],
      pagination: { total: 2, pages: 1, page: 1, limit: 20, offset: 0 },
    };
    expect(compile(schema, true)(answer)).toBe(JSON.stringify(z.encode(schema, answer as never)));
  });

  it('keeps zod’s serializer for a schema JSON Schema cannot express (a date)', () => {
    const Stamp = z.object({ at: z.date() });
    const at = new Date('2026-11-27T10:00:00.000Z');
    for (const verify of [true, false])
      expect(compile(Stamp, verify)({ at, stray: 1 })).toBe('{"at":"2026-11-27T10:00:00.000Z"}');
  });

  it('outside production, refuses an answer zod refuses; in production the compiled writer answers alone', () => {
    const wrong = { data: [{ ...rows[1], title: 42 }] };
    expect(() => compile(Answer, true)(wrong)).toThrow();
    // zod's check does not run: the writer puts the number in the string the schema names.
    expect(JSON.parse(compile(Answer, false)(wrong)).data[0].title).toBe('42');
  });
});
