// npm run bench:upload — one very large scan through the production server (decision 035): a
// TIFF of BENCH_MEGAPIXELS (200 by default) is uploaded to /uploads/image, then its job builds
// the AVIF variants and the Deep Zoom tiles. Reports when the upload answered, when the tiles
// were done, and the resident memory (sampled every 100 ms) of the server before, at its peak and
// 5 s after, and of its image encoder's processes at their peak, so "bounded processing memory"
// is a figure, not a claim.
import { openAsBlob, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build, childrenOf, printTable, rssMb, startServer, writeResult } from './lib';

const PORT = Number(process.env.BENCH_PORT ?? 3112);
const MEGAPIXELS = Number(process.env.BENCH_MEGAPIXELS ?? 200);
const PASSWORD = 'bench-password-123';

/** A 4:3 scan of that many megapixels: colour fields and edges, LZW-compressed like a scanner's. */
async function scan(file: string) {
  const width = Math.round(Math.sqrt((MEGAPIXELS * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  const block = (w: number, h: number, colour: string) =>
    sharp({ create: { width: w, height: h, channels: 3, background: colour } })
      .png()
      .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: '#d9c7a0' } })
    .composite([
      {
        input: await block(width >> 1, height >> 2, '#3a5a2a'),
        left: width >> 3,
        top: height >> 3,
      },
      {
        input: await block(width >> 2, height >> 1, '#8a2a1a'),
        left: width >> 1,
        top: height >> 2,
      },
    ])
    .tiff({ compression: 'lzw' })
    .toFile(file);
  return { width, height, bytes: statSync(file).size };
}

build();
const work = await mkdtemp(path.join(tmpdir(), 'atelier-bench-upload-'));
const server = await startServer(
  PORT,
  process.env.BENCH_SERVER_ENV ? JSON.parse(process.env.BENCH_SERVER_ENV) : {},
);
try {
  const file = path.join(work, 'scan.tif');
  const made = await scan(file);
  console.info(`scan: ${made.width} x ${made.height}, ${(made.bytes / 1048576).toFixed(0)} MB`);
  const login = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: { token: string } } }).data.token.token;
  const auth = { authorization: `Bearer ${token}` };

  const before = rssMb(server.pid);
  let peak = before;
  let encoderPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
    const encoders = childrenOf(server.pid).reduce((sum, pid) => sum + rssMb(pid), 0);
    encoderPeak = Math.max(encoderPeak, encoders);
  }, 100);
  const started = performance.now();
  const form = new FormData();
  form.append('image', await openAsBlob(file, { type: 'image/tiff' }), 'scan.tif');
  const res = await fetch(`${server.origin}/api/v1/uploads/image`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const answeredS = (performance.now() - started) / 1000;
  const { url } = ((await res.json()) as { data: { url: string } }).data;

  let status: { status: string; progress: number; deep_zoom: boolean; error: string | null };
  for (;;) {
    const r = await fetch(
      `${server.origin}/api/v1/uploads/image/processing?url=${encodeURIComponent(url)}`,
      { headers: auth },
    );
    status = ((await r.json()) as { data: typeof status }).data;
    if (status.status === 'done' || status.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const doneS = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (status.status !== 'done' || !status.deep_zoom)
    throw new Error(`the job ended ${status.status}: ${status.error}`);
  // What the idle server keeps once the work is over.
  await new Promise((r) => setTimeout(r, 5000));
  const after = rssMb(server.pid);

  const row = {
    megapixels: Math.round((made.width * made.height) / 1e6),
    fileMB: Math.round(made.bytes / 1048576),
    uploadAnsweredS: Number(answeredS.toFixed(1)),
    tilesDoneS: Number(doneS.toFixed(1)),
    rssBeforeMB: Math.round(before),
    rssPeakMB: Math.round(peak),
    encoderRssPeakMB: Math.round(encoderPeak),
    rssAfterMB: Math.round(after),
  };
  printTable([
    [
      'megapixels',
      'TIFF MB',
      'upload answered s',
      'AVIF + tiles done s',
      'server RSS before MB',
      'server RSS peak MB',
      'encoder RSS peak MB',
      'server RSS 5 s after MB',
    ],
    [
      row.megapixels,
      row.fileMB,
      row.uploadAnsweredS,
      row.tilesDoneS,
      row.rssBeforeMB,
      row.rssPeakMB,
      row.encoderRssPeakMB,
      row.rssAfterMB,
    ],
  ]);
  writeResult('upload', row);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
