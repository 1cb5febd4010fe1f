// npm run bench:bundle — the first-load JavaScript and CSS of each public route, gzip and
// brotli, against the budget (public first-load JS <= 110 KiB gzip). Exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGES, pageModuleFile, type PageModule } from '../packages/core/src/page-table';
import { build, kb, printTable, webDist, writeResult } from './lib';

/** Budget of the JavaScript a public page needs before its first render, gzip. */
export const JS_BUDGET_BYTES = 110 * 1024;
/**
 * Forms load right after their page's first render (react-hook-form and zod, ~40 KB gzip; see
 * decision 012): not first-load JavaScript, but reported beside it so their cost stays in view.
 */
export const FORM_MODULES: Partial<Record<PageModule, string>> = {
  contact: 'src/features/contact/components/contact-form.tsx',
  'mailing-list': 'src/features/mailing-list/components/subscribe-form.tsx',
  preview: 'src/features/preview-gate/components/preview-gate.tsx',
  checkout: 'src/features/checkout/components/checkout-form.tsx',
};

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

// The app's entry; the fonts' stylesheet is an entry of its own (decision 036).
const entryKey = Object.keys(manifest).find(
  (key) => manifest[key]!.isEntry && manifest[key]!.file.endsWith('.js'),
);
if (!entryKey) throw new Error('no entry in the manifest');
const entry = closure(entryKey);

const rows: (string | number)[][] = [
  ['route', 'files', 'JS raw', 'JS gzip', 'JS br', 'CSS gzip', 'CSS br', 'budget', 'form after'],
];
const results = [];
let over = false;
for (const [, { pattern, module }] of PAGES) {
  const keys = closure(pageModuleFile(module), new Set(entry));
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
  const formKey = FORM_MODULES[module];
  if (formKey && !manifest[formKey]) throw new Error(`${formKey} is not a chunk of its own`);
  const formJs = formKey
    ? [...closure(formKey, new Set(keys))]
        .filter((key) => !keys.has(key))
        .map((key) => manifest[key]!.file)
    : [];
  const form = formKey ? { files: formJs, gzip: sum(formJs, 'gzip') } : null;
  const ok = result.js.gzip <= JS_BUDGET_BYTES;
  over ||= !ok;
  results.push({ ...result, form, budgetBytes: JS_BUDGET_BYTES, withinBudget: ok });
  rows.push([
    pattern,
    js.length,
    kb(result.js.raw),
    kb(result.js.gzip),
    kb(result.js.brotli),
    kb(result.css.gzip),
    kb(result.css.brotli),
    `${ok ? 'ok' : 'OVER'} ${kb(JS_BUDGET_BYTES)}`,
    form ? `+${kb(form.gzip)}` : '',
  ]);
}

console.info(
  `First-load JS and CSS per public route, KiB (1 KiB = 1024 bytes; budget: JS <= ${kb(JS_BUDGET_BYTES)} KiB gzip).\n` +
    `"form after": the gzip JS of the page's form, loaded right after its first render.\n`,
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
