/**
 * Who a request counts as, for every per-visitor limit (the per-minute rate limits, the refusal
 * hold, the requests in work at once, a fair turn at a chain's request gate): its client IP, with
 * an IPv6 address taken as its /64. One IPv6 host is routinely given a whole /64 (RFC 6177, and
 * SLAAC's privacy addresses change within it), so keying on the full address would give one
 * visitor 2^64 allowances (issue 31, item 8). An IPv4-mapped IPv6 address (::ffff:a.b.c.d, as a
 * dual-stack socket reports an IPv4 client) is that IPv4 address. Pure.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The 8 hextets of an IPv6 address (its zone, "%eth0", already removed), as numbers. */
function hextets(address: string): number[] {
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two hextets: written as such first.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(':'),
  );
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  if (!text.includes('::')) return parse(text);
  const [left, right] = text.split('::').map(parse);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The key every per-visitor limit counts `ip` under. */
export function visitorKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const address = ip.split('%', 1)[0];
  if (!isIPv6(address)) return ip.toLowerCase();
  const groups = hextets(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
