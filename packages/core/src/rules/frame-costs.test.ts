import { describe, expect, it } from 'vitest';
import { FrameCostsSchema } from '../schemas/settings';
import { frameCostsFrom } from './frame-costs';

describe('frameCostsFrom', () => {
  it.each([
    [{ simple_black: 200, simple_white: 250, museum_quality: 500 }],
    [{ simple_black: 0, simple_white: 0, museum_quality: 0, extra: 'ignored' }],
    [{ simple_black: 1.5, simple_white: 0, museum_quality: 0 }],
    [{ simple_black: -1, simple_white: 0, museum_quality: 0 }],
    [{ simple_black: '200', simple_white: 0, museum_quality: 0 }],
    [{ simple_white: 0, museum_quality: 0 }],
    [null],
    ['costs'],
  ])('agrees with FrameCostsSchema on %j', (value) => {
    const parsed = FrameCostsSchema.safeParse(value);
    expect(frameCostsFrom(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
