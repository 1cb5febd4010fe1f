/** A small seeded generator (mulberry32): the same seed paints the same picture every time. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Uniform in [min, max). */
    range: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

/** "#a1b2c3" shifted in lightness by `amount` (-1..1) and jittered a little. */
export function shade(hex: string, amount: number, rnd?: Random, jitter = 0): string {
  const n = parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const target = amount >= 0 ? 255 : 0;
    const mixed = c + (target - c) * Math.abs(amount) + (rnd ? rnd.range(-jitter, jitter) : 0);
    return Math.max(0, Math.min(255, Math.round(mixed)));
  });
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
