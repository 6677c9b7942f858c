import { startNamecheapSim, type NamecheapSimCredentials, type RunningSim } from '../../src';

let sim: RunningSim<NamecheapSimCredentials>;
const call = async (params: Record<string, string>) => (await fetch(`${sim.url}?${new URLSearchParams(params)}`)).text();
const globals = () => ({
  ApiUser: sim.credentials.apiUser,
  ApiKey: sim.credentials.apiKey,
  UserName: sim.credentials.username,
  ClientIp: sim.credentials.whitelist[0],
});

beforeAll(async () => {
  sim = await startNamecheapSim();
});
afterAll(() => sim.stop());

describe('namecheap simulator', () => {
  it('checks the global parameters and the ClientIp whitelist inside HTTP 200', async () => {
    expect(await call({ Command: 'namecheap.users.getBalances' })).toContain(
      '<Error Number="1010101">Parameter APIUser is missing</Error>',
    );
    expect(await call({ ...globals(), ApiKey: 'bad', Command: 'namecheap.users.getBalances' })).toContain('Number="1011102"');
    const ip = await call({ ...globals(), ClientIp: '203.0.113.200', Command: 'namecheap.users.getBalances' });
    expect(ip).toContain('Status="ERROR"');
    expect(ip).toContain('Invalid request IP: 203.0.113.200');
  });

  it('answers Namecheap XML and takes parameter names in any case', async () => {
    sim.state.addDomain({ name: 'example.co.uk', records: [{ name: '@', type: 'A', content: '192.0.2.1', ttl: 1800 }] });
    const p = Object.fromEntries(Object.entries(globals()).map(([k, v]) => [k.toLowerCase(), v]));
    const xml = await call({ ...p, command: 'namecheap.domains.dns.getHosts', sld: 'example', tld: 'co.uk' });
    expect(xml).toContain('<ApiResponse Status="OK"');
    expect(xml).toMatch(
      /<DomainDNSGetHostsResult Domain="example.co.uk" IsUsingOurDNS="true"><host HostId="\d+" Name="@" Type="A" Address="192.0.2.1"/,
    );
  });

  it('refuses setHosts on a domain using custom name servers, as Namecheap does', async () => {
    sim.state.addDomain({ name: 'custom.com', nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'] });
    const xml = await call({
      ...globals(),
      Command: 'namecheap.domains.dns.setHosts',
      SLD: 'custom',
      TLD: 'com',
      HostName1: '@',
      RecordType1: 'A',
      Address1: '192.0.2.2',
    });
    expect(xml).toContain('Number="2030288"');
  });
});
