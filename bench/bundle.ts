// npm run bench:bundle — the first-load JavaScript and CSS of each public route, gzip and
// brotli, against the budget (public first-load JS <= 110 KB gzip). Exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PUBLIC_ROUTE_MODULES, type RouteModuleName } from '../packages/core/src/routes';
import { build, kb, printTable, webDist, writeResult } from './lib';

/** Budget of the JavaScript a public page needs before its first render, gzip. */
export const JS_BUDGET_BYTES = 110 * 1024;
/**
 * Pages whose first screen is a form carry react-hook-form and zod (~40 KB gzip), the one form
 * pattern of the stack (STYLE #10, decision 012): their own, reported, limit.
 */
export const FORM_ROUTES = new Set(['contact', 'mailing-list', 'preview', 'checkout']);
export const FORM_BUDGET_BYTES = 150 * 1024;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

build();
const manifestFile = path.join(webDist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build found.');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

/** A chunk and everything it imports statically: what loads before it runs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key]!.imports ?? []) closure(next, seen);
  return seen;
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizes(file: string) {
  const known = sizeCache.get(file);
  if (known) return known;
  const body = readFileSync(path.join(webDist, file));
  const result = {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(file, result);
  return result;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('no entry in the manifest');
const entry = closure(entryKey);

const modules: RouteModuleName[] = [
  ...new Set([...Object.values(PUBLIC_ROUTE_MODULES), 'not-found' as const]),
];
const rows: (string | number)[][] = [
  ['route', 'files', 'JS raw', 'JS gzip', 'JS br', 'CSS gzip', 'CSS br', 'budget'],
];
const results = [];
let over = false;
for (const module of modules) {
  const pattern = Object.entries(PUBLIC_ROUTE_MODULES).find(([, m]) => m === module)?.[0] ?? '*';
  const keys = closure(`src/app/routes/${module}.tsx`, new Set(entry));
  const js = [...keys].map((key) => manifest[key]!.file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const sum = (files: string[], kind: 'raw' | 'gzip' | 'brotli') =>
    files.reduce((total, file) => total + sizes(file)[kind], 0);
  const result = {
    route: pattern,
    module,
    files: js.length,
    js: { raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), brotli: sum(js, 'brotli') },
    css: { raw: sum(css, 'raw'), gzip: sum(css, 'gzip'), brotli: sum(css, 'brotli') },
  };
  const form = FORM_ROUTES.has(module);
  const budget = form ? FORM_BUDGET_BYTES : JS_BUDGET_BYTES;
  const ok = result.js.gzip <= budget;
  over ||= !ok;
  results.push({ ...result, form, budgetBytes: budget, withinBudget: ok });
  rows.push([
    pattern,
    js.length,
    kb(result.js.raw),
    kb(result.js.gzip),
    kb(result.js.brotli),
    kb(result.css.gzip),
    kb(result.css.brotli),
    `${ok ? 'ok' : 'OVER'} ${kb(budget)}${form ? ' (form)' : ''}`,
  ]);
}

console.info(
  `First-load JS and CSS per public route, KiB (budget: JS <= ${kb(JS_BUDGET_BYTES)} KiB gzip; pages whose first screen is a form ${kb(FORM_BUDGET_BYTES)})\n`,
);
printTable(rows);
const entryJs = [...entry].map((key) => manifest[key]!.file);
console.info(
  `\nShared by every route (entry and its imports): ${kb(entryJs.reduce((t, f) => t + sizes(f).gzip, 0))} KiB gzip in ${entryJs.length} files`,
);
writeResult('bundle', {
  budgetBytes: JS_BUDGET_BYTES,
  unit: 'bytes',
  entry: entryJs,
  routes: results,
});
if (over) {
  console.error('\nOver budget.');
  process.exit(1);
}
