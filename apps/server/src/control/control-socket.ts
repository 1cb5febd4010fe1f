import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import path from 'node:path';

/**
 * "Ask the running server" (decision 019): while a server holds the embedded database, a
 * command-line tool sends it a command over a Unix socket in DATA_DIR instead of opening the
 * database beside it. The socket is a file with 0600 permissions: only the user running the
 * server can connect, and it is never reachable over the network.
 *
 * Protocol: one JSON line per connection each way: `{command, args}` then `{ok, result}` or
 * `{ok: false, error}`.
 */
export interface ControlRequest {
  command: string;
  args?: unknown;
}
type ControlAnswer = { ok: true; result: unknown } | { ok: false; error: string };

/** Requests are small (a command and its arguments); anything larger is refused unread. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux). */
const MAX_SOCKET_PATH = 100;

export const controlSocketPath = (dataDir: string) =>
  path.join(path.resolve(dataDir), 'control.sock');

/** The server is not listening (stopped meanwhile, or the path was too long to listen on). */
export class ControlUnavailableError extends Error {}

export interface ControlListener {
  close(): Promise<void>;
}

/**
 * Listens on `socketPath`. The caller holds the database lock, so a socket file left there
 * belongs to a server that is gone and is replaced. Returns null when the path is too long
 * for a Unix socket (the caller logs it; tools then ask for the server to be stopped).
 */
export async function listenForControl(
  socketPath: string,
  handle: (request: ControlRequest) => Promise<unknown>,
): Promise<ControlListener | null> {
  if (socketPath.length > MAX_SOCKET_PATH) return null;
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = createServer((socket) => serve(socket, handle));
  // Created unreadable by others from the start, then made exactly 0600.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  return {
    // Stops accepting, and resolves once the commands in progress have answered.
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A client has this long to send its request; a running command is never cut short. */
const REQUEST_TIMEOUT_MS = 5000;

function serve(socket: Socket, handle: (request: ControlRequest) => Promise<unknown>) {
  let buffer = '';
  socket.setEncoding('utf8');
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  const answer = (a: ControlAnswer) => socket.end(`${JSON.stringify(a)}\n`);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    if (buffer.length > MAX_REQUEST_BYTES) return answer({ ok: false, error: 'request too large' });
    const end = buffer.indexOf('\n');
    if (end < 0) return;
    socket.removeAllListeners('data');
    socket.setTimeout(0);
    let request: ControlRequest;
    try {
      request = JSON.parse(buffer.slice(0, end)) as ControlRequest;
    } catch {
      return answer({ ok: false, error: 'the request is not JSON' });
    }
    handle(request).then(
      (result) => answer({ ok: true, result }),
      (err: unknown) =>
        answer({ ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  });
  socket.on('error', () => socket.destroy());
}

/**
 * Sends one command to the server listening on `socketPath` and returns its result. Throws
 * ControlUnavailableError when nobody listens, and an Error with the server's message when the
 * command failed. No answer (the server stopped mid-command) is an error: the caller must not
 * assume the change was made.
 */
export function askRunningServer(
  socketPath: string,
  request: ControlRequest,
  timeoutMs = 120_000,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let buffer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`The running server did not answer within ${timeoutMs / 1000} s.`));
    });
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (buffer += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')
        reject(new ControlUnavailableError(`No server listens on ${socketPath}.`));
      else reject(err);
    });
    socket.on('end', () => {
      const line = buffer.split('\n')[0];
      let answer: ControlAnswer;
      try {
        answer = JSON.parse(line ?? '') as ControlAnswer;
      } catch {
        return reject(new Error('The running server closed the connection without an answer.'));
      }
      if (answer.ok) resolve(answer.result);
      else reject(new Error(answer.error));
    });
  });
}
