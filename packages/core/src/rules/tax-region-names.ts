import { COUNTRY_CODES, countryName } from './countries';
import { REGION_CODES } from './places';
import { parseTaxRegions } from './pricing';

/*
 * The tax regions setting as the artist reads and writes it (decision 050). The server keeps
 * codes ("US-ME, GB", what `isTaxable` compares with an address); the settings screen shows
 * and takes names ("Maine (United States), United Kingdom"), so no code is on the screen.
 */

/** One region's name: a country's, or a state's with its country in brackets. */
function nameOf(country: string, region: string | null): string {
  if (!region) return countryName(country);
  return `${REGION_CODES[country]?.[region] ?? region} (${countryName(country)})`;
}

/** "US-ME, GB" → "Maine (United States), United Kingdom"; the text as it is when not codes. */
export function taxRegionNames(codes: string): string {
  const regions = parseTaxRegions(codes);
  if (!regions) return codes;
  return regions.map((r) => nameOf(r.country, r.region)).join(', ');
}

const fold = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

let byName: Map<string, string> | undefined;
/** Every name the artist may type, folded, to its code: countries, and states "State (Country)". */
function codesByName(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(COUNTRY_CODES.map((code) => [fold(countryName(code)), code]));
  for (const [country, regions] of Object.entries(REGION_CODES))
    for (const region of Object.keys(regions))
      byName.set(fold(nameOf(country, region)), `${country}-${region}`);
  return byName;
}

/**
 * Names typed by the artist, separated by commas, back to codes: "Maine (United States), United
 * Kingdom" → "US-ME, GB". A state's name alone is taken when only one country has it ("Maine").
 * Codes typed as before are kept. `unknown` lists what matched nothing.
 */
export function taxRegionCodes(names: string): { codes: string; unknown: string[] } {
  const map = codesByName();
  const codes: string[] = [];
  const unknown: string[] = [];
  for (const entry of names
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const folded = fold(entry);
    const alone = [...map].filter(([name]) => name.startsWith(`${folded} (`));
    const code =
      map.get(folded) ??
      (alone.length === 1 ? alone[0]![1] : undefined) ??
      (parseTaxRegions(entry) ? entry.toUpperCase() : undefined);
    if (code) codes.push(code);
    else unknown.push(entry);
  }
  return { codes: codes.join(', '), unknown };
}
