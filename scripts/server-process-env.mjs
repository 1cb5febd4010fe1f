// How the production server's process starts: its environment, under what the operator sets
// (theirs wins). Used by `npm start` (start.mjs) and by the benchmarks
// (bench/lib.ts), so what is measured is what ships.

/**
 * glibc's malloc gives each thread that allocates its own arena (up to 8 per core) and keeps
 * what is freed there. The image encoders (sharp, on libuv's thread pool) leave memory behind
 * in several arenas; with two, the idle server after encoding the demo paintings' AVIF and tiles
 * held 120–200 MB less (945 → 749 MB and 956 → 834 MB resident on the embedded database;
 * decision 035). Read by glibc when the process starts, so it must be in its environment.
 */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };
