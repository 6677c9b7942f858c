// Issue 30: every adapter reads the name servers its registrar holds for a domain (a change set's old
// values before a name-server switch, and a revert's conflict check), against its simulator.
import type { Registrar } from '@dop/contracts/registrars';
import {
  startDynadotSim,
  startGandiSim,
  startNamecheapSim,
  startNamesiloSim,
  startPorkbunSim,
  startSpaceshipSim,
  type RunningSim,
} from '@dop/provider-sims';
import { createAdapter } from '../../src/adapters';
import { AccountGate } from '../../src/lib/account-gate';
import { FAST_POLICY } from './harness';

type AnySim = RunningSim<object>;

const STARTERS: Record<Registrar, () => Promise<AnySim>> = {
  namecheap: () => startNamecheapSim() as unknown as Promise<AnySim>,
  namesilo: () => startNamesiloSim() as unknown as Promise<AnySim>,
  dynadot: () => startDynadotSim() as unknown as Promise<AnySim>,
  gandi: () => startGandiSim() as unknown as Promise<AnySim>,
  porkbun: () => startPorkbunSim() as unknown as Promise<AnySim>,
  spaceship: () => startSpaceshipSim() as unknown as Promise<AnySim>,
};

function credsOf(registrar: Registrar, sim: AnySim): Record<string, string> {
  const c = sim.credentials as Record<string, unknown>;
  if (registrar === 'namecheap') {
    return { apiUser: String(c.apiUser), apiKey: String(c.apiKey), username: String(c.username), clientIp: (c.whitelist as string[])[0] };
  }
  return Object.fromEntries(Object.entries(c).map(([k, v]) => [k, String(v)]));
}

describe.each(Object.keys(STARTERS) as Registrar[])('%s name servers', (registrar) => {
  let sim: AnySim;
  beforeAll(async () => {
    sim = await STARTERS[registrar]();
  });
  afterAll(() => sim.stop());

  it('reads the name servers it holds, before and after they are set', async () => {
    const adapter = createAdapter(registrar, credsOf(registrar, sim), {
      baseUrl: sim.url,
      policy: FAST_POLICY,
      gate: new AccountGate({ concurrency: 1, minIntervalMs: 0 }),
    });
    const name = `${registrar}-ns.com`;
    sim.state.addDomain({ name, nameservers: ['ns1.before.test', 'ns2.before.test'] });
    expect(await adapter.getNameservers(name)).toEqual(['ns1.before.test', 'ns2.before.test']);
    await adapter.setNameservers(name, ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(await adapter.getNameservers(name)).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
  });
});
