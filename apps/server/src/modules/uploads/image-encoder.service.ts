import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The image job's encoders run in a child process that exits with its work (decision 035,
 * "Later: the encoders in a process of their own"). libvips' buffers and what glibc's malloc
 * keeps of them after an AVIF encode or a pyramid of a 200-megapixel scan then go back to the
 * system, instead of staying in the server's resident memory for as long as it runs.
 */

export type EncoderRequest =
  /** AVIF at each width, written as "<width>.avif" into `outDir`. */
  | { op: 'avif'; input: string; widths: number[]; outDir: string }
  /** The Deep Zoom pyramid of the whole image, written into `dir` ("image.dzi", "image_files/"). */
  | { op: 'tiles'; input: string; dir: string };

export type EncoderResult =
  | { op: 'avif'; files: { name: string; width: number; height: number }[] }
  /** The full image's size, and the folder of the tiles' levels. */
  | { op: 'tiles'; width: number; height: number; filesDir: string };

export type EncoderReply = { ok: true; result: EncoderResult } | { ok: false; message: string };

/** Thrown when the encoding was stopped by the caller's signal (the server is stopping). */
export class EncoderStopped extends Error {
  constructor() {
    super('The image encoding was stopped');
  }
}

// In source (tests, `tsx watch`) this file sits beside the entry and runs as TypeScript;
// bundled, it is part of dist/server.js and the entry is dist/image-encoder.js beside it.
const here = path.dirname(fileURLToPath(import.meta.url));
const fromSource = import.meta.url.endsWith('.ts');
const ENTRY = path.join(here, fromSource ? 'image-encoder.process.ts' : 'image-encoder.js');
// Not the server's own flags (an inspector port, a CPU profile): the child needs none of them.
const EXEC_ARGV = fromSource ? ['--import', 'tsx'] : ['--enable-source-maps'];

export interface EncoderOptions {
  /** Aborting kills the process at once: the work is wasted, the caller gets EncoderStopped. */
  signal?: AbortSignal;
  /** Called with the child's process id once it has started (tests stop it from outside). */
  onStart?: (pid: number) => void;
}

/**
 * Runs one request in a new encoder process and resolves with its result. An error inside the
 * encoder rejects with its message; a process that dies without answering (killed for its
 * memory, say) rejects with how it ended.
 */
export function encodeInChildProcess<R extends EncoderRequest>(
  request: R,
  { signal, onStart }: EncoderOptions = {},
): Promise<Extract<EncoderResult, { op: R['op'] }>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new EncoderStopped());
    const child = fork(ENTRY, [], {
      execArgv: EXEC_ARGV,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let reply: EncoderReply | undefined;
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    child.once('message', (message: EncoderReply) => (reply = message));
    child.once('error', (err) => {
      signal?.removeEventListener('abort', kill);
      kill();
      reject(err);
    });
    // 'close', not 'exit': it comes after the IPC channel has delivered the reply.
    child.once('close', (code, killedBy) => {
      signal?.removeEventListener('abort', kill);
      if (reply?.ok) resolve(reply.result as Extract<EncoderResult, { op: R['op'] }>);
      else if (reply) reject(new Error(reply.message));
      else if (signal?.aborted) reject(new EncoderStopped());
      else
        reject(
          new Error(
            `The image encoder stopped before it finished (${killedBy ?? `exit code ${code}`})`,
          ),
        );
    });
    if (child.pid !== undefined) onStart?.(child.pid);
    // A request that cannot be sent means the process is gone or going (killed for its memory
    // before it read it): 'close' then says how it ended, which is the error to report, not the
    // pipe's EPIPE. Given a callback, send reports its failure there instead of as 'error'.
    child.send(request, (err) => {
      if (err) kill();
    });
  });
}
