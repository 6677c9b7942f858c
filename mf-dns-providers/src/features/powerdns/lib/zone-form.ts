// The PowerDNS zone form's rules (spec 2 §5): at least one domain, an account, domains lower-cased,
// proxy IPs split by line; in Nova Deploy mode the backend IP is sent as null and the proxy field is
// the Nova IP. IPs must be IPv4 (the server checks again and names the field).
import type { PdnsUpdateBody } from '@dop/contracts/dns-providers';
import { isIpv4, lines } from '../../../shared/text';

export interface ZoneFormValues {
  domains: string;
  accountId: string;
  glueIp: string;
  proxyIps: string;
  backendServerIp: string;
  isNovaDeploy: boolean;
}

export const ZONE_FORM_EMPTY: ZoneFormValues = {
  domains: '',
  accountId: '',
  glueIp: '',
  proxyIps: '',
  backendServerIp: '',
  isNovaDeploy: false,
};

export type ZoneFormResult = { ok: true; body: PdnsUpdateBody } | { ok: false; message: string };

export function buildZoneUpdate(v: ZoneFormValues): ZoneFormResult {
  const domains = lines(v.domains).map((d) => d.toLowerCase());
  if (domains.length === 0) return { ok: false, message: 'Please enter at least one domain' };
  if (!v.accountId) return { ok: false, message: 'Please select a PowerDNS account' };
  if (!isIpv4(v.glueIp)) return { ok: false, message: 'Please enter a valid glue IP (IPv4)' };
  const proxyIps = lines(v.proxyIps);
  const proxyName = v.isNovaDeploy ? 'Nova IP' : 'proxy IP';
  if (proxyIps.length === 0) return { ok: false, message: `Please enter at least one ${proxyName}` };
  const bad = proxyIps.find((ip) => !isIpv4(ip));
  if (bad) return { ok: false, message: `Invalid ${proxyName}: ${bad}` };
  const backend = v.backendServerIp.trim();
  if (!v.isNovaDeploy && backend && !isIpv4(backend)) return { ok: false, message: 'Please enter a valid backend server IP (IPv4)' };
  return {
    ok: true,
    body: {
      domains,
      selectedAccountId: v.accountId,
      glueIp: v.glueIp.trim(),
      proxyIps,
      backendServerIp: v.isNovaDeploy || !backend ? null : backend,
      isNovaDeploy: v.isNovaDeploy,
    },
  };
}
