// Issue 31: servers pasted as "ip password" lines, one per line (empty lines skipped). The first word is
// the IPv4 address, the rest of the line the password (it may hold spaces). Bad lines are named by number.
import { isIpv4 } from '@dop/contracts/common';

export interface PastedServer {
  ip: string;
  password: string;
}

export function parseServerLines(text: string): { servers: PastedServer[]; problems: string[] } {
  const servers: PastedServer[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const match = /^(\S+)\s+(.+)$/.exec(line);
    if (!match) return problems.push(`Line ${i + 1}: expected "ip password"`);
    const [, ip, password] = match;
    if (!isIpv4(ip)) return problems.push(`Line ${i + 1}: '${ip.slice(0, 60)}' is not an IPv4 address`);
    servers.push({ ip, password: password.trim() });
  });
  return { servers, problems };
}
