// Which addresses an install may connect to. Private networks are allowed (servers often sit on one),
// but never this machine (loopback), link-local (where cloud metadata services live, 169.254.169.254),
// "this network", multicast, reserved or broadcast: a panel user must not reach those through us.
import { BlockList } from 'node:net';

const RANGES: ReadonlyArray<readonly [net: string, bits: number, why: string]> = [
  ['0.0.0.0', 8, '"this network"'],
  ['127.0.0.0', 8, 'loopback (this machine)'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['100.100.100.200', 32, 'a cloud metadata address'],
  ['168.63.129.16', 32, 'a cloud metadata address'],
  ['192.0.0.0', 24, 'reserved for IETF protocols'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved or broadcast'],
];

const lists = RANGES.map(([net, bits, why]) => {
  const list = new BlockList();
  list.addSubnet(net, bits, 'ipv4');
  return { list, why };
});

/** Why `ip` (IPv4) may not be a target, or null when it may; `allowed` lists exempt addresses. */
export function refusedTargetReason(ip: string, allowed: readonly string[] = []): string | null {
  if (allowed.includes(ip)) return null;
  const hit = lists.find(({ list }) => list.check(ip, 'ipv4'));
  return hit ? `${ip} is ${hit.why}; refused` : null;
}
