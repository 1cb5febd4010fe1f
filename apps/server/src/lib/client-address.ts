import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client that every per-address limit counts (throttles, login failures, holds, orders,
 * offers, contact): an IPv4 address as it is, an IPv6 address as its /64 network. A home line
 * or a server is given a whole /64 and may use any address in it, so counting single IPv6
 * addresses gave an audit 51 wrong logins and 8 held works from one /64 without a limit.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase(); // without a zone (fe80::1%eth0)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return ip;
  return `${groupsOf(address).slice(0, 4).join(':')}::/64`;
}

/** The key of the client that sent a request (its address as the proxy setting trusts it). */
export const requestAddressKey = (request: FastifyRequest) => addressKey(request.ip);

/** An IPv6 address's eight groups, without leading zeros ("2001:db8::1" → 2001 db8 0 … 1). */
function groupsOf(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const toGroups = (words: string[]) =>
    words.flatMap((word) =>
      word.includes('.') // an IPv4 tail: two groups
        ? word.split('.').reduce<number[]>((g, n, i) => {
            if (i % 2 === 0) g.push(Number(n) << 8);
            else g[g.length - 1]! |= Number(n);
            return g;
          }, [])
        : [parseInt(word, 16)],
    );
  const left = toGroups(part(head));
  const right = tail === undefined ? [] : toGroups(part(tail));
  const zeros = Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right].map((group) => group.toString(16));
}
