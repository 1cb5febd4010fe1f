import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A cluster primary, as the server is with SERVER_PROCESSES, forking one worker. The worker
 * allocates as a busy server does (many short-lived objects, some kept a while) and prints its
 * flags and the largest its young generation grew to (both halves, in MB).
 */
const PRIMARY = `
const cluster = require('node:cluster');
const v8 = require('node:v8');
if (cluster.isPrimary) cluster.fork().on('exit', (code) => process.exit(code));
else {
  let largest = 0;
  const kept = [];
  for (let round = 0; round < 50; round++) {
    for (let i = 0; i < 20000; i++) kept.push({ i, text: 'x'.repeat(40) + i });
    if (kept.length > 200000) kept.splice(0, 100000);
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    largest = Math.max(largest, young.space_size / 1048576);
  }
  console.log(JSON.stringify({ execArgv: process.execArgv, youngMb: largest }));
  // A worker's channel to its primary keeps it running until it exits itself.
  process.exit(0);
}`;

const dir = mkdtempSync(path.join(tmpdir(), 'atelier-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'primary.cjs');
writeFileSync(file, PRIMARY);

const run = (flags: readonly string[]) => {
  const result = spawnSync(process.execPath, [...flags, file], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as { execArgv: string[]; youngMb: number };
};

describe("the production server's young generation", () => {
  // Node 20 capped it at 16 MB a half, and the server ran with --max-semi-space-size=32 for
  // reads that allocate afresh (decision 030). Node 24 lets it grow past that by itself, so the
  // flag went (decision 041); this says so if a Node release ever shrinks it again.
  it('grows past 32 MB a half in every server process without a flag', { timeout: 30_000 }, () => {
    const worker = run([]);
    expect(worker.execArgv).toEqual([]);
    expect(worker.youngMb).toBeGreaterThan(64);
  });
});
