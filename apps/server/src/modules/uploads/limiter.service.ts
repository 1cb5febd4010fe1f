/**
 * Runs at most `max` tasks at a time; the others wait their turn in order. Image pipelines
 * use it so a burst of uploads cannot claim every core and all the memory at once.
 */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task, or free it.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
