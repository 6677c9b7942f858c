// The registrars' own name servers ("BasicDNS"), used when a domain is switched back from Cloudflare.
import type { Registrar } from '@dop/contracts/registrars';

export const BASIC_DNS_NAMESERVERS: Record<Registrar, string[]> = {
  namecheap: ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'],
  namesilo: ['ns1.dnsowl.com', 'ns2.dnsowl.com', 'ns3.dnsowl.com'],
  dynadot: ['ns1.dyna-ns.net', 'ns2.dyna-ns.net'],
  spaceship: ['launch1.spaceship.net', 'launch2.spaceship.net'],
  gandi: ['ns1.gandi.net', 'ns2.gandi.net', 'ns3.gandi.net'],
  porkbun: ['curitiba.ns.porkbun.com', 'fortaleza.ns.porkbun.com', 'maceio.ns.porkbun.com', 'salvador.ns.porkbun.com'],
};
