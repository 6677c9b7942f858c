// All six registrar simulators at once, with the env the registrars service needs to use them.
import type { RunningSim } from './registrar-common';
import { startDynadotSim, type DynadotSimCredentials } from './dynadot';
import { startGandiSim, type GandiSimCredentials } from './gandi';
import { startNamecheapSim, type NamecheapSimCredentials } from './namecheap';
import { startNamesiloSim, type NamesiloSimCredentials } from './namesilo';
import { startPorkbunSim, type PorkbunSimCredentials } from './porkbun';
import { startSpaceshipSim, type SpaceshipSimCredentials } from './spaceship';

export interface RegistrarSims {
  namecheap: RunningSim<NamecheapSimCredentials>;
  namesilo: RunningSim<NamesiloSimCredentials>;
  dynadot: RunningSim<DynadotSimCredentials>;
  spaceship: RunningSim<SpaceshipSimCredentials>;
  gandi: RunningSim<GandiSimCredentials>;
  porkbun: RunningSim<PorkbunSimCredentials>;
  /** NAMECHEAP_API_URL … PORKBUN_API_URL pointing at the simulators. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startRegistrarSims(opts: { host?: string } = {}): Promise<RegistrarSims> {
  const started: Array<RunningSim<unknown>> = [];
  const track = <T extends RunningSim<unknown>>(sim: T) => (started.push(sim), sim);
  try {
    const sims = {
      namecheap: track(await startNamecheapSim(opts)),
      namesilo: track(await startNamesiloSim(opts)),
      dynadot: track(await startDynadotSim(opts)),
      spaceship: track(await startSpaceshipSim(opts)),
      gandi: track(await startGandiSim(opts)),
      porkbun: track(await startPorkbunSim(opts)),
    };
    return {
      ...sims,
      env: {
        NAMECHEAP_API_URL: sims.namecheap.url,
        NAMESILO_API_URL: sims.namesilo.url,
        DYNADOT_API_URL: sims.dynadot.url,
        SPACESHIP_API_URL: sims.spaceship.url,
        GANDI_API_URL: sims.gandi.url,
        PORKBUN_API_URL: sims.porkbun.url,
      },
      stop: async () => {
        await Promise.all(started.map((s) => s.stop()));
      },
    };
  } catch (err) {
    await Promise.all(started.map((s) => s.stop()));
    throw err;
  }
}
