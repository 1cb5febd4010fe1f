// npm run bench:images — AVIF against today's WebP on the demo paintings (decision 035): each
// painting is rendered at full resolution (the "original"), put through the upload pipeline
// (WebP display variants) and the image job (AVIF at the same widths), and each encoding is
// compared with the original resized to its width by SSIM (ssim.js, full resolution, no
// downsampling). Goal: AVIF at most 70% of the WebP's bytes with an SSIM at least as high, for
// every painting. Exits 1 when a painting misses it. BENCH_LIMIT=n measures the first n only.
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import { ARTWORKS } from '../apps/server/src/db/seed/artworks.data';
import { paintingOf } from '../apps/server/src/db/seed/paintings';
import {
  renderAvifVariants,
  renderImage,
} from '../apps/server/src/modules/uploads/image-pipeline.service';
import { median, printTable, writeResult } from './lib';

/** A 48-inch canvas photographed for print: the long side at 4000 px. */
const ORIGINAL_LONG_SIDE = 4000;
/** The widths an artwork page's main image is drawn at: phones (1600) and desktops (2400). */
const WIDTHS = [1600, 2400];
const limit = Number(process.env.BENCH_LIMIT ?? ARTWORKS.length);

type Rgba = { data: Uint8ClampedArray; width: number; height: number };

/** Raw pixels; resized to exactly `size` (the encoded image's own) when given. */
async function rgba(input: Buffer, size?: { width: number; height: number }): Promise<Rgba> {
  const pipeline = sharp(input);
  if (size) pipeline.resize({ ...size, fit: 'fill' });
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

const score = (a: Rgba, b: Rgba) =>
  ssim(a as ImageData, b as ImageData, { downsample: false }).mssim;

interface Row {
  title: string;
  width: number;
  webp: number;
  avif: number;
  ratio: number;
  ssimWebp: number;
  ssimAvif: number;
}

const rows: Row[] = [];
for (const art of ARTWORKS.slice(0, limit)) {
  const original = await paintingOf(art, ORIGINAL_LONG_SIDE);
  const webp = await renderImage(original);
  const widths = webp.variants.map((v) => v.width);
  const avif = await renderAvifVariants(original, widths);
  for (const width of WIDTHS) {
    const i = widths.indexOf(width);
    if (i < 0) continue;
    const { width: w, height: h } = webp.variants[i]!;
    const reference = await rgba(original, { width: w, height: h });
    const row: Row = {
      title: art.title,
      width,
      webp: webp.variants[i]!.body.length,
      avif: avif[i]!.body.length,
      ratio: avif[i]!.body.length / webp.variants[i]!.body.length,
      ssimWebp: score(reference, await rgba(webp.variants[i]!.body)),
      ssimAvif: score(reference, await rgba(avif[i]!.body)),
    };
    rows.push(row);
    console.info(
      `${row.title} @${width}: WebP ${(row.webp / 1024).toFixed(0)} KiB (SSIM ${row.ssimWebp.toFixed(4)}), AVIF ${(row.avif / 1024).toFixed(0)} KiB (SSIM ${row.ssimAvif.toFixed(4)}), ${(row.ratio * 100).toFixed(0)}%`,
    );
  }
}

const summary = WIDTHS.map((width) => {
  const at = rows.filter((r) => r.width === width);
  const total = (key: 'webp' | 'avif') => at.reduce((sum, r) => sum + r[key], 0);
  return {
    width,
    paintings: at.length,
    webpKiB: Math.round(total('webp') / 1024),
    avifKiB: Math.round(total('avif') / 1024),
    ratioTotal: total('avif') / total('webp'),
    ratioWorst: Math.max(...at.map((r) => r.ratio)),
    ssimWebpMedian: median(at.map((r) => r.ssimWebp)),
    ssimAvifMedian: median(at.map((r) => r.ssimAvif)),
    ssimMarginWorst: Math.min(...at.map((r) => r.ssimAvif - r.ssimWebp)),
  };
});

printTable([
  [
    'width',
    'paintings',
    'WebP KiB',
    'AVIF KiB',
    'AVIF/WebP (all)',
    'worst',
    'SSIM WebP',
    'SSIM AVIF',
    'worst SSIM margin',
  ],
  ...summary.map((s) => [
    s.width,
    s.paintings,
    s.webpKiB,
    s.avifKiB,
    `${(s.ratioTotal * 100).toFixed(0)}%`,
    `${(s.ratioWorst * 100).toFixed(0)}%`,
    s.ssimWebpMedian.toFixed(4),
    s.ssimAvifMedian.toFixed(4),
    s.ssimMarginWorst.toFixed(4),
  ]),
]);
writeResult('images', {
  originalLongSide: ORIGINAL_LONG_SIDE,
  summary,
  rows,
});

const missed = rows.filter((r) => r.ratio > 0.7 || r.ssimAvif < r.ssimWebp);
if (missed.length) {
  console.error(`\nOver the goal: ${missed.map((r) => `${r.title} @${r.width}`).join(', ')}`);
  process.exitCode = 1;
}
