// A domain's A records as a BIND zone file (issue 30), written by dnsz.
const importDnsz = () => import('dnsz');

export async function exportZone(
  domain: string,
  records: Array<{ name: string; content: string; ttl?: number }>,
  header: string,
): Promise<string> {
  const { stringifyZone } = await importDnsz();
  return stringifyZone({
    origin: domain,
    ttl: 3600,
    header,
    records: records.map((r) => ({
      name: r.name === '@' ? domain : `${r.name}.${domain}`,
      ttl: r.ttl ?? 3600,
      class: 'IN',
      type: 'A',
      content: r.content,
      comment: null,
    })),
  });
}
