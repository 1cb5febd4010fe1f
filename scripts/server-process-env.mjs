// How the production server's process starts: its environment, under what the operator sets
// (theirs wins), and Node's flags. Used by `npm start` (start.mjs) and by the benchmarks
// (bench/lib.ts), so what is measured is what ships.

/**
 * glibc's malloc gives each thread that allocates its own arena (up to 8 per core) and keeps
 * what is freed there. The image encoders (sharp, on libuv's thread pool) leave memory behind
 * in several arenas; with two, the idle server after encoding the demo paintings' AVIF and tiles
 * held 120–200 MB less (945 → 749 MB and 956 → 834 MB resident on the embedded database;
 * decision 035). Read by glibc when the process starts, so it must be in its environment.
 */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * V8's young generation at up to 32 MB a half instead of Node 20's 16. Every uncached read
 * allocates its rows, its objects and its JSON afresh, and with the smaller space V8 stopped to
 * collect them twice as often, copying what the requests in flight still held each time. With
 * it the server's CPU for the uncached artwork list fell by a fifth (0.46–0.49 → 0.36–0.39 ms a
 * request) and for a gallery page by 5–10%, for about 60 MB more resident memory
 * (decision 030, "Later: a larger young generation"). Flags, not NODE_OPTIONS: the processes of
 * SERVER_PROCESSES inherit them, the image encoder's process (which wants none) does not.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
