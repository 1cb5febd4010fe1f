import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/**
 * Which peers may tell the server the client's address (`X-Forwarded-For`): nobody (the
 * socket's address is the client's), a number of proxy hops on this machine or a private
 * network, or the proxies' own addresses and CIDR ranges. `request.ip` is the only way the
 * app reads a client's address (decision 017).
 */
export type TrustProxy = false | number | string[];

/** Where a proxy counted by hops may sit: this machine or a private network. */
const PRIVATE_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const HELP =
  'must be off, a number of proxies in front of the server (e.g. 1), or a comma-separated list of their addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback)';

/** Parses the `TRUST_PROXY` environment variable. */
export const TrustProxySetting = z
  .string()
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (['off', 'false', 'no', '0'].includes(value)) return false;
    if (['on', 'true', 'yes'].includes(value)) {
      // Fastify's `true` believes the leftmost X-Forwarded-For entry, which the client writes.
      ctx.addIssue({
        code: 'custom',
        message:
          'true would believe any client about its own address; give the number of proxies in front of the server (e.g. 1) or their addresses',
      });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = raw
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    try {
      if (!entries.length) throw new Error('empty list');
      proxyAddr.compile(entries);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `${HELP} (${(err as Error).message})` });
      return z.NEVER;
    }
    return entries;
  })
  .default(false);

/**
 * The `trustProxy` option for Fastify. Fastify itself no longer accepts a bare hop count (it
 * cannot tell a proxy from a client that reached the server directly), so a count becomes a
 * function that trusts that many hops, each of which must be on this machine or a private
 * network: a visitor connecting from the internet is never taken for a proxy.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  const isPrivate = proxyAddr.compile(PRIVATE_RANGES);
  return (address, hop) => hop < setting && isPrivate(address, hop);
}
