// Form text helpers shared by the HE and PowerDNS forms (spec 2 §5: split by line, trimmed, empty
// lines dropped; IPv4 addresses).

export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export const isIpv4 = (value: string) => IPV4.test(value.trim());
