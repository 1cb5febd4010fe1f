import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.service';
import { InvalidStorageKeyError, createLocalStorage } from './local-storage.service';

const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const storage = createLocalStorage(dataDir);
const uploads = path.join(dataDir, 'uploads');

describe('local storage', () => {
  it('writes under DATA_DIR/uploads/<key>, leaves no temporary file and returns /uploads/<key>', async () => {
    const url = await storage.put('2026/05/abc123/960.webp', Buffer.from('one'), 'image/webp');
    expect(url).toBe('/uploads/2026/05/abc123/960.webp');
    expect(storage.urlFor('2026/05/abc123/960.webp')).toBe(url);
    expect(readFileSync(path.join(uploads, '2026/05/abc123/960.webp'), 'utf8')).toBe('one');
    await storage.put('2026/05/abc123/960.webp', Buffer.from('two'), 'image/webp');
    expect(readFileSync(path.join(uploads, '2026/05/abc123/960.webp'), 'utf8')).toBe('two');
    expect(readdirSync(path.join(uploads, '2026/05/abc123'))).toEqual(['960.webp']);
  });

  it('refuses keys that could leave the uploads folder', async () => {
    writeFileSync(path.join(dataDir, 'secret.txt'), 'keep');
    const bad = [
      '../secret.txt',
      '2026/../../secret.txt',
      '/etc/passwd',
      'a//b.webp',
      './a.webp',
      'a/./b',
      '..',
      '',
      'a\\..\\b',
      '.hidden',
      'a/b/',
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      expect(() => storage.urlFor(key), key).toThrow(InvalidStorageKeyError);
    }
    for (const prefix of ['..', '', '/', '2026/../..']) {
      await expect(storage.removePrefix(prefix), prefix).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
    }
    expect(readFileSync(path.join(dataDir, 'secret.txt'), 'utf8')).toBe('keep');
  });

  it('removes every file under a prefix and nothing else', async () => {
    await storage.put('2026/06/aaa/480.webp', Buffer.from('a'), 'image/webp');
    await storage.put('2026/06/aaa/thumb.webp', Buffer.from('a'), 'image/webp');
    await storage.put('2026/06/bbb/480.webp', Buffer.from('b'), 'image/webp');
    await storage.removePrefix('2026/06/aaa/');
    expect(existsSync(path.join(uploads, '2026/06/aaa'))).toBe(false);
    expect(existsSync(path.join(uploads, '2026/06/bbb/480.webp'))).toBe(true);
    await storage.removePrefix('2026/06/missing');
  });
});

describe('createLimiter', () => {
  it('runs at most two tasks at once, in order, and survives failures', async () => {
    const run = createLimiter(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      order.push(i);
      if (i === 1) throw new Error('boom');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => run(task(i))));
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await run(async () => 'still works')).toBe('still works');
  });
});
