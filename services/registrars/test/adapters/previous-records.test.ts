// Issue 30: setting A records returns the A records they replaced, read as part of the change, so a
// change set's old values cost no second call at a rate-limited registrar. Against each simulator.
import type { Registrar } from '@dop/contracts/registrars';
import { adapterFor, SEED_RECORDS, SIM_STARTERS, simCredentials, sortA, WANTED, type AnySim } from './harness';

describe.each(Object.keys(SIM_STARTERS) as Registrar[])('%s set A records', (registrar) => {
  let sim: AnySim;
  beforeAll(async () => {
    sim = await SIM_STARTERS[registrar]();
  });
  afterAll(() => sim.stop());

  it('returns the A records it replaced, and on a second set the ones it set first', async () => {
    const adapter = adapterFor(registrar, sim.url, simCredentials(registrar, sim));
    const name = `${registrar}-previous.com`;
    sim.state.addDomain({ name, records: SEED_RECORDS });
    expect(sortA(await adapter.setARecords(name, WANTED))).toEqual(['@ 192.0.2.1', 'old 192.0.2.9']);
    expect(sortA(await adapter.setARecords(name, []))).toEqual(sortA(WANTED));
    expect(await adapter.getARecords(name)).toEqual([]);
  });
});
