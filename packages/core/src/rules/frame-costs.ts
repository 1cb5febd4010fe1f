import { FRAME_COST_KEYS, type FrameCosts } from '../constants';

/**
 * Frame costs read from an untrusted answer: every key a whole number of dollars, 0 or more;
 * null otherwise. (The same rule as FrameCostsSchema, without loading zod into a page.)
 */
export function frameCostsFrom(value: unknown): FrameCosts | null {
  if (!value || typeof value !== 'object') return null;
  const costs = {} as FrameCosts;
  for (const key of FRAME_COST_KEYS) {
    const cost = (value as Record<string, unknown>)[key];
    if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < 0) return null;
    costs[key] = cost;
  }
  return costs;
}
