// npm run bench:lighthouse — builds, starts the production server on a fresh database with the
// demo content, and runs Lighthouse 12 in the machine's Chromium (installed when missing), mobile and desktop, 5 runs per page;
// prints the medians beside the worst run and writes bench/results/lighthouse.json. Loopback only.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/chromium';
import { build, kb, median, printTable, startServer, writeResult } from './lib';

const PORT = Number(process.env.BENCH_PORT ?? 3107);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = ensureChromium();
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { mobile: { performance: 95 }, desktop: { performance: 100 }, others: 100 };

interface Sample {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
  /** Audits that lost points, per category (not performance's opportunities). */
  failing: string[];
}

build();
const server = await startServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

try {
  const artworks = (await (
    await fetch(`${server.origin}/api/v1/artworks?featured=true&limit=1`)
  ).json()) as { data: { id: number }[] };
  const posts = (await (await fetch(`${server.origin}/api/v1/blog/posts?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  const pages = [
    '/',
    '/artwork',
    `/artwork/${artworks.data[0]!.id}`,
    '/blog',
    `/blog/${posts.data[0]!.slug}`,
  ];
  // Warm the server's cache the way real traffic would, so run 1 is not an outlier.
  for (const path of pages) await fetch(`${server.origin}${path}`);

  const results: Record<string, unknown>[] = [];
  const rows: (string | number)[][] = [
    [
      'mode',
      'page',
      'perf',
      'a11y',
      'best',
      'seo',
      'LCP ms',
      'worst perf',
      'worst LCP',
      'FCP ms',
      'TBT ms',
      'CLS',
      'KiB',
      'JS KiB',
    ],
  ];
  for (const mode of ['mobile', 'desktop'] as const) {
    for (const path of pages) {
      const samples: Sample[] = [];
      let retries = 0;
      for (let run = 0; run < RUNS; run++) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        };
        const result = await lighthouse(
          `${server.origin}${path}`,
          flags,
          mode === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        // A run Chromium could not finish (it happens on a loaded machine) is run again.
        if (lhr.runtimeError && retries++ < RUNS) {
          console.warn(
            `${mode} ${path}: a run failed (${lhr.runtimeError.code}); running it again`,
          );
          run -= 1;
          continue;
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const scriptBytes = (
          (
            lhr.audits['resource-summary']?.details as
              { items?: { resourceType: string; transferSize: number }[] } | undefined
          )?.items ?? []
        ).find((item) => item.resourceType === 'script')?.transferSize;
        samples.push({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Sample['scores'],
          lcp: audit('largest-contentful-paint'),
          fcp: audit('first-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
          scriptBytes: scriptBytes ?? NaN,
          failing: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
            (lhr.categories[c]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => `${c}:${ref.id}`),
          ),
        });
      }
      const m = (pick: (s: Sample) => number) => median(samples.map(pick));
      const summary = {
        mode,
        path,
        runs: RUNS,
        performance: m((s) => s.scores.performance),
        accessibility: m((s) => s.scores.accessibility),
        bestPractices: m((s) => s.scores['best-practices']),
        seo: m((s) => s.scores.seo),
        lcpMs: Math.round(m((s) => s.lcp)),
        // A page is as good as its worst run: the median hides the slow first paints.
        worstPerformance: Math.min(...samples.map((s) => s.scores.performance)),
        worstLcpMs: Math.round(Math.max(...samples.map((s) => s.lcp).filter(Number.isFinite))),
        fcpMs: Math.round(m((s) => s.fcp)),
        tbtMs: Math.round(m((s) => s.tbt)),
        cls: Number(m((s) => s.cls).toFixed(3)),
        totalBytes: Math.round(m((s) => s.bytes)),
        scriptBytes: Math.round(m((s) => s.scriptBytes)),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
        samples,
      };
      results.push(summary);
      rows.push([
        mode,
        path.length > 34 ? `${path.slice(0, 31)}...` : path,
        summary.performance,
        summary.accessibility,
        summary.bestPractices,
        summary.seo,
        summary.lcpMs,
        summary.worstPerformance,
        summary.worstLcpMs,
        summary.fcpMs,
        summary.tbtMs,
        summary.cls,
        kb(summary.totalBytes),
        kb(summary.scriptBytes),
      ]);
      console.info(
        `${mode} ${path}: performance ${summary.performance} (worst ${summary.worstPerformance}), LCP ${summary.lcpMs} ms (worst ${summary.worstLcpMs} ms)${summary.failing.length ? `; lost points: ${summary.failing.join(', ')}` : ''}`,
      );
    }
  }
  console.info(
    `\nLighthouse ${RUNS} runs per page, medians and worst runs (Chromium ${CHROMIUM}, loopback, simulated throttling)\n`,
  );
  printTable(rows);
  writeResult('lighthouse', { origin: server.origin, targets: TARGETS, results });
} finally {
  await chrome.kill();
  await server.stop();
}
