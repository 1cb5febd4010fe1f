import { describe, expect, it } from 'vitest';
import { taxRegionCodes, taxRegionNames } from './tax-region-names';

describe('tax regions by name', () => {
  it('reads codes as names', () => {
    expect(taxRegionNames('US-ME, GB')).toBe('Maine (United States), United Kingdom');
    expect(taxRegionNames('')).toBe('');
  });

  it('takes names, a lone state name, and codes back to codes', () => {
    expect(taxRegionCodes('Maine (United States), United Kingdom')).toEqual({
      codes: 'US-ME, GB',
      unknown: [],
    });
    expect(taxRegionCodes(' maine ,  new hampshire, ca-on')).toEqual({
      codes: 'US-ME, US-NH, CA-ON',
      unknown: [],
    });
    expect(taxRegionCodes('')).toEqual({ codes: '', unknown: [] });
  });

  it('keeps a name shared by a state and a country as the country', () => {
    // Georgia is a country (GE) and a US state: the state needs its country in brackets.
    expect(taxRegionCodes('Georgia').codes).toBe('GE');
    expect(taxRegionCodes('Georgia (United States)').codes).toBe('US-GA');
  });

  it('lists what it does not know', () => {
    expect(taxRegionCodes('Mainee, France')).toEqual({ codes: 'FR', unknown: ['Mainee'] });
  });

  it('goes both ways', () => {
    const codes = 'US-ME, US-NH, CA-QC, GB, FR';
    expect(taxRegionCodes(taxRegionNames(codes)).codes).toBe(codes);
  });
});
