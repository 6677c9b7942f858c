// One adapter per registrar behind RegistrarAdapter; the factory picks it by the account's registrar.
import type { Registrar } from '@dop/contracts/registrars';
import { DynadotAdapter } from './dynadot';
import { GandiAdapter } from './gandi';
import { NamecheapAdapter } from './namecheap';
import { NamesiloAdapter } from './namesilo';
import { PorkbunAdapter } from './porkbun';
import { SpaceshipAdapter } from './spaceship';
import type { AdapterDeps, Credentials, RegistrarAdapter } from './types';

export * from './types';

const CONSTRUCTORS: Record<Registrar, new (creds: Credentials, deps: AdapterDeps) => RegistrarAdapter> = {
  namecheap: NamecheapAdapter,
  namesilo: NamesiloAdapter,
  dynadot: DynadotAdapter,
  spaceship: SpaceshipAdapter,
  gandi: GandiAdapter,
  porkbun: PorkbunAdapter,
};

export function createAdapter(registrar: Registrar, creds: Credentials, deps: AdapterDeps): RegistrarAdapter {
  return new CONSTRUCTORS[registrar](creds, deps);
}
