// The image encoder's own process (decision 035, "Later: the encoders in a process of their
// own"), started by image-encoder.service.ts: it takes one request over the IPC channel,
// encodes, answers and exits, so whatever libvips and glibc's malloc held goes back to the
// system with it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EncoderReply, EncoderRequest, EncoderResult } from './image-encoder.service';
import { renderAvifVariants, renderTiles } from './image-pipeline.service';

async function encode(request: EncoderRequest): Promise<EncoderResult> {
  if (request.op === 'tiles') {
    return { op: 'tiles', ...(await renderTiles(request.input, request.dir)) };
  }
  const files = await renderAvifVariants(request.input, request.widths);
  for (const file of files) await writeFile(path.join(request.outDir, file.name), file.body);
  return { op: 'avif', files: files.map(({ name, width, height }) => ({ name, width, height })) };
}

const answer = (reply: EncoderReply) =>
  new Promise<void>((resolve) => process.send!(reply, () => resolve()));

// The server went away (it stopped, or crashed): nothing is waiting for this work.
process.once('disconnect', () => process.exit(0));

process.once('message', (request: EncoderRequest) => {
  void encode(request)
    .then(
      (result) => answer({ ok: true, result }),
      (err: unknown) =>
        answer({ ok: false, message: err instanceof Error ? err.message : String(err) }),
    )
    .finally(() => process.exit(0));
});
