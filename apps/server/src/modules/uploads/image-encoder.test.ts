import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alive } from '../../test/processes';
import { encodeInChildProcess, EncoderStopped } from './image-encoder.service';
import { UNSUPPORTED_IMAGE_MESSAGE } from './image-pipeline.service';

let dir: string;
let input: string;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'atelier-encoder-test-'));
  input = path.join(dir, 'original.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <rect width="1800" height="1200" fill="#345"/><circle cx="600" cy="600" r="300" fill="#c96"/>
  </svg>`;
  writeFileSync(input, await sharp(Buffer.from(svg)).png().toBuffer());
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe(
  'the image encoder runs in a process of its own (decision 035)',
  { timeout: 60_000 },
  () => {
    it('writes AVIF at each width from another process, which is gone when the answer comes', async () => {
      let pid = 0;
      const result = await encodeInChildProcess(
        { op: 'avif', input, widths: [800, 1800], outDir: dir },
        { onStart: (id) => (pid = id) },
      );
      expect(pid).toBeGreaterThan(0);
      expect(pid).not.toBe(process.pid);
      expect(alive(pid)).toBe(false);
      expect(result).toEqual({
        op: 'avif',
        files: [
          { name: '800.avif', width: 800, height: 533 },
          { name: '1800.avif', width: 1800, height: 1200 },
        ],
      });
      const meta = await sharp(readFileSync(path.join(dir, '800.avif'))).metadata();
      expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 800 });
    });

    it('writes the Deep Zoom pyramid and answers with its size and folder', async () => {
      const result = await encodeInChildProcess({ op: 'tiles', input, dir });
      expect(result).toEqual({
        op: 'tiles',
        width: 1800,
        height: 1200,
        filesDir: path.join(dir, 'image_files'),
      });
      // 1800 px takes 11 halvings down to one pixel: levels 0 to 11.
      const levels = readdirSync(result.filesDir).filter((name) => /^\d+$/.test(name));
      expect(levels.map(Number).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
      expect(readdirSync(path.join(result.filesDir, '11'))).toHaveLength(8 * 5);
    });

    it("rejects with the encoder's own error, and leaves no process behind", async () => {
      let pid = 0;
      writeFileSync(input, 'not an image');
      await expect(
        encodeInChildProcess(
          { op: 'avif', input, widths: [800], outDir: dir },
          { onStart: (id) => (pid = id) },
        ),
      ).rejects.toThrow(UNSUPPORTED_IMAGE_MESSAGE);
      expect(alive(pid)).toBe(false);
    });

    it('rejects with how the process ended when it dies without answering', async () => {
      const encoding = encodeInChildProcess(
        { op: 'tiles', input, dir },
        { onStart: (pid) => process.kill(pid, 'SIGKILL') },
      );
      await expect(encoding).rejects.toThrow(
        'The image encoder stopped before it finished (SIGKILL)',
      );
    });

    it('rejects with how the process ended when it is gone before the request is sent', async () => {
      const encoding = encodeInChildProcess(
        { op: 'tiles', input, dir },
        {
          onStart: (pid) => {
            process.kill(pid, 'SIGKILL');
            // Dead before the request is written: the write meets a closed pipe (EPIPE).
            const until = Date.now() + 100;
            while (Date.now() < until);
          },
        },
      );
      await expect(encoding).rejects.toThrow(
        'The image encoder stopped before it finished (SIGKILL)',
      );
    });

    it('kills the process at once when the signal aborts', async () => {
      const controller = new AbortController();
      let pid = 0;
      const encoding = encodeInChildProcess(
        { op: 'tiles', input, dir },
        {
          signal: controller.signal,
          onStart: (id) => {
            pid = id;
            controller.abort();
          },
        },
      );
      await expect(encoding).rejects.toBeInstanceOf(EncoderStopped);
      expect(alive(pid)).toBe(false);
      // An aborted signal starts nothing.
      await expect(
        encodeInChildProcess({ op: 'tiles', input, dir }, { signal: controller.signal }),
      ).rejects.toBeInstanceOf(EncoderStopped);
    });
  },
);
