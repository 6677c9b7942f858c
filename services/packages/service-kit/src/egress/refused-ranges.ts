// Which addresses an outbound call must not reach unless the operator allows them: every range that is
// not the public internet. Node's BlockList does the matching (it also matches ::ffff:a.b.c.d against
// the IPv4 ranges); IPv6 forms that carry an IPv4 address (NAT64, 6to4, IPv4-compatible) are judged
// by the address they carry, so 64:ff9b::7f00:1 is as much loopback as 127.0.0.1.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Why an address is refused; `private` is the one kind the SSH profile lets through. */
export type RefusedKind = 'loopback' | 'unspecified' | 'link-local' | 'metadata' | 'private' | 'multicast' | 'reserved' | 'documentation';

export interface Refused {
  kind: RefusedKind;
  /** Completes "<address> is …": "a loopback address". */
  what: string;
}

type Range = readonly [net: string, bits: number, kind: RefusedKind, what: string];

const V4: readonly Range[] = [
  ['0.0.0.0', 8, 'unspecified', 'an unspecified ("this network") address'],
  ['127.0.0.0', 8, 'loopback', 'a loopback address'],
  ['169.254.169.254', 32, 'metadata', 'the cloud metadata address'],
  ['169.254.0.0', 16, 'link-local', 'a link-local address'],
  ['100.100.100.200', 32, 'metadata', 'a cloud metadata address'],
  ['168.63.129.16', 32, 'metadata', 'a cloud metadata address'],
  ['10.0.0.0', 8, 'private', 'a private (RFC 1918) address'],
  ['172.16.0.0', 12, 'private', 'a private (RFC 1918) address'],
  ['192.168.0.0', 16, 'private', 'a private (RFC 1918) address'],
  ['100.64.0.0', 10, 'private', 'a carrier-grade NAT (shared) address'],
  ['192.0.0.0', 24, 'reserved', 'a reserved (IETF protocol) address'],
  ['192.0.2.0', 24, 'documentation', 'a documentation address'],
  ['198.51.100.0', 24, 'documentation', 'a documentation address'],
  ['203.0.113.0', 24, 'documentation', 'a documentation address'],
  ['198.18.0.0', 15, 'reserved', 'a reserved (benchmarking) address'],
  ['192.88.99.0', 24, 'reserved', 'a reserved (6to4 relay) address'],
  ['224.0.0.0', 4, 'multicast', 'a multicast address'],
  ['240.0.0.0', 4, 'reserved', 'a reserved or broadcast address'],
];

const V6: readonly Range[] = [
  ['::', 128, 'unspecified', 'an unspecified address'],
  ['::1', 128, 'loopback', 'a loopback address'],
  ['fd00:ec2::254', 128, 'metadata', 'the cloud metadata address'],
  ['fe80::', 10, 'link-local', 'a link-local address'],
  ['fec0::', 10, 'private', 'a site-local address'],
  ['fc00::', 7, 'private', 'a private (unique local) address'],
  ['64:ff9b:1::', 48, 'private', 'a local-use NAT64 address'],
  ['100::', 64, 'reserved', 'a reserved (discard) address'],
  ['2001::', 32, 'reserved', 'a Teredo address'],
  ['2001::', 23, 'reserved', 'a reserved (IETF protocol) address'],
  ['2001:db8::', 32, 'documentation', 'a documentation address'],
  ['3fff::', 20, 'documentation', 'a documentation address'],
  ['ff00::', 8, 'multicast', 'a multicast address'],
];

function listOf(ranges: readonly Range[], family: 'ipv4' | 'ipv6') {
  return ranges.map(([net, bits, kind, what]) => {
    const list = new BlockList();
    list.addSubnet(net, bits, family);
    return { list, refused: { kind, what } as Refused };
  });
}

const v4 = listOf(V4, 'ipv4');
const v6 = listOf(V6, 'ipv6');

/** The 16 bytes of an IPv6 address (any valid spelling, including a dotted IPv4 tail). */
export function ipv6Bytes(ip: string): number[] {
  let text = ip;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 address an IPv6 one carries, and how (mapped, compatible, NAT64, 6to4), or null. */
export function embeddedIPv4(ip: string): { form: 'mapped' | 'compatible' | 'nat64' | '6to4'; ipv4: string } | null {
  const b = ipv6Bytes(ip);
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const dotted = (at: number) => b.slice(at, at + 4).join('.');
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return { form: 'mapped', ipv4: dotted(12) };
  if (zeros(0, 12) && b.slice(12).some((x) => x !== 0) && !(zeros(12, 15) && b[15] === 1)) return { form: 'compatible', ipv4: dotted(12) };
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return { form: 'nat64', ipv4: dotted(12) };
  if (b[0] === 0x20 && b[1] === 0x02) return { form: '6to4', ipv4: dotted(2) };
  return null;
}

/** Why `ip` (a canonical IPv4 or IPv6 literal) may not be reached, or null when it is public. */
export function classifyAddress(ip: string): Refused | null {
  if (isIPv4(ip)) return v4.find(({ list }) => list.check(ip, 'ipv4'))?.refused ?? null;
  if (!isIPv6(ip)) return { kind: 'reserved', what: 'not an IP address' };
  const carried = embeddedIPv4(ip);
  if (carried) {
    const inner = classifyAddress(carried.ipv4);
    if (inner) return inner;
    // IPv4-compatible addresses are deprecated and go nowhere useful; the other forms of a public
    // IPv4 address are as public as the address itself.
    return carried.form === 'compatible' ? { kind: 'reserved', what: 'a deprecated IPv4-compatible address' } : null;
  }
  return v6.find(({ list }) => list.check(ip, 'ipv6'))?.refused ?? null;
}
