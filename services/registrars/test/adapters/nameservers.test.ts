// Issue 30: every adapter reads the name servers its registrar holds for a domain (a change set's old
// values before a name-server switch, and a revert's conflict check), against its simulator.
import type { Registrar } from '@dop/contracts/registrars';
import { adapterFor, SIM_STARTERS, simCredentials, type AnySim } from './harness';

describe.each(Object.keys(SIM_STARTERS) as Registrar[])('%s name servers', (registrar) => {
  let sim: AnySim;
  beforeAll(async () => {
    sim = await SIM_STARTERS[registrar]();
  });
  afterAll(() => sim.stop());

  it('reads the name servers it holds, before and after they are set', async () => {
    const adapter = adapterFor(registrar, sim.url, simCredentials(registrar, sim));
    const name = `${registrar}-ns.com`;
    sim.state.addDomain({ name, nameservers: ['ns1.before.test', 'ns2.before.test'] });
    expect(await adapter.getNameservers(name)).toEqual(['ns1.before.test', 'ns2.before.test']);
    await adapter.setNameservers(name, ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
    expect(await adapter.getNameservers(name)).toEqual(['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com']);
  });
});
