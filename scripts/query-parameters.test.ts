import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { QUERY_PARAMETERS } from '../packages/core/src/query-parameters';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webSrc = path.join(root, 'apps/web/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The ways the web app reads a query parameter: URLSearchParams.get, and its two hooks. */
const READS = [
  /\b(?:params|searchParams|search)\.get\(\s*'([\w-]+)'/g,
  /\)\.get\(\s*'([\w-]+)'/g, // new URLSearchParams(…).get('token')
  /\buseSearchParam\(\s*'([\w-]+)'/g,
  /\braw\(\s*'([\w-]+)'/g,
];

function parametersRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(webSrc)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of READS)
      for (const match of text.matchAll(pattern)) found.set(match[1]!, path.relative(root, file));
  }
  return found;
}

/**
 * A query parameter the web app reads is either a secret, which the server keeps out of every
 * log, or plain: each is listed as one or the other in core's QUERY_PARAMETERS.
 */
describe('query parameters', () => {
  it('every parameter the web app reads is listed as secret or plain', () => {
    const read = parametersRead();
    // The scan itself works: it finds the early-access link and the list pages.
    expect(read.has('access')).toBe(true);
    expect(read.has('page')).toBe(true);
    const unlisted = [...read].filter(([name]) => !(name in QUERY_PARAMETERS));
    expect(unlisted, 'add each to packages/core/src/query-parameters.ts').toEqual([]);
  });

  it('the early-access link is a secret', () => {
    expect(QUERY_PARAMETERS.access).toBe('secret');
  });
});
